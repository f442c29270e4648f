import { AutoplayVideo } from '../../components/AutoplayVideo'
import { Icon } from '../../components/Icon'
import { SectionHeading } from '../../components/SectionHeading'
import { workIntro, workItems } from '../../content/work'

export function Work() {
  return (
    <section
      id="work"
      aria-labelledby="work-title"
      className="scroll-mt-16 border-y border-line/60 bg-canvas-raised/40 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="work-title" intro={workIntro} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {workItems.map((item) => (
            <li
              key={item.title}
              className="flex flex-col overflow-hidden rounded-card border border-line bg-canvas-raised"
            >
              <figure>
                <AutoplayVideo
                  clip={item.clip}
                  label={`${item.title} demo`}
                  className="aspect-[16/10] w-full"
                />
                <figcaption className="sr-only">{item.clipDescription}</figcaption>
              </figure>
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-medium text-brand-soft">{item.type}</p>
                <h3 className="mt-1.5 text-xl font-bold tracking-tight">{item.title}</h3>
                <ul className="mt-4 space-y-2">
                  {item.metrics.map((metric) => (
                    <li key={metric} className="flex gap-2 text-sm text-ink-muted">
                      <Icon name="trending-up" className="mt-0.5 size-4 text-accent-emerald" />
                      {metric}
                    </li>
                  ))}
                </ul>
                <ul className="mt-auto flex flex-wrap gap-2 pt-5">
                  {item.tags.map((tag) => (
                    <li
                      key={tag}
                      className="rounded-full border border-line px-3 py-1 text-xs text-ink-muted"
                    >
                      {tag}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
