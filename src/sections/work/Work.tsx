import { withoutLoneWords } from '../../lib/lone-words'
import { AutoplayVideo } from '../../components/AutoplayVideo'
import { IconList } from '../../components/IconList'
import { PageSection } from '../../components/PageSection'
import { workClipLabel, workIntro, workItems } from '@content/work'
import { listItemsWhole } from '../../content/unbroken'

export function Work() {
  return (
    <PageSection id="work" intro={workIntro} background="band">
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {workItems.map((item) => (
          <li
            key={item.title}
            className="flex flex-col overflow-hidden rounded-card border border-line bg-canvas-raised"
          >
            <figure>
              <AutoplayVideo
                clip={item.clip}
                label={workClipLabel(item.title)}
                className="aspect-[16/10] w-full"
              />
              <figcaption className="sr-only">{item.clipDescription}</figcaption>
            </figure>
            <div className="flex flex-1 flex-col p-6">
              <p className="text-sm font-medium text-brand-soft">{listItemsWhole(item.type)}</p>
              <h3 className="mt-1.5 text-xl font-bold tracking-tight">{withoutLoneWords(item.title)}</h3>
              <IconList
                items={item.metrics}
                icon="trending-up"
                iconClassName="text-accent-emerald"
                className="mt-4 space-y-2"
                itemClassName="gap-2 text-sm text-ink-muted"
              />
              <ul className="mt-auto flex flex-wrap gap-2 pt-5">
                {item.tags.map((tag) => (
                  <li key={tag} className="rounded-full border border-line px-3 py-1 text-xs text-ink-muted">
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
