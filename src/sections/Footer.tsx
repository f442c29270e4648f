import { BrandMark } from '../components/BrandMark'
import { serviceBlurbs } from '@content/services'
import { site } from '@content/site'
import { cn } from '../lib/cn'
import { config } from '../lib/config'
import { DEFERRED_CLASS } from '../lib/deferred-parts'
import { PRIVACY_NOTE_ID, privacyNoteText } from '../content/privacy-note'

export function Footer() {
  const { privacy } = site.footer
  return (
    <footer className={cn(DEFERRED_CLASS, 'border-t border-line/60 pt-16 pb-28')}>
      <div className="page-column grid gap-12 md:grid-cols-[1.5fr_1fr_1fr]">
        <div>
          <p className="flex items-center gap-2.5 text-lg font-bold tracking-tight">
            <BrandMark />
            {config.studioName}
          </p>
          <p className="mt-4 max-w-sm text-sm text-ink-muted">{site.footer.blurb}</p>
          <ul className="mt-6 flex gap-2">
            {site.footer.socials.map((social) => (
              <li
                key={social.mark}
                className="grid size-10 place-items-center rounded-full border border-line text-xs font-semibold text-ink-muted"
              >
                <abbr title={social.name} className="no-underline">
                  {social.mark}
                </abbr>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-ink uppercase">
            {site.footer.servicesHeading}
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm text-ink-muted">
            {serviceBlurbs.map((service) => (
              <li key={service.title}>{service.title}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-ink uppercase">
            {site.footer.contactHeading}
          </h2>
          <p className="mt-4 text-sm break-all text-ink-muted">{config.contactEmail}</p>
        </div>
      </div>
      <div className="page-column mt-12 border-t border-line/60 pt-8 text-sm text-ink-subtle">
        <p>{`© ${site.footer.copyrightYear} ${config.studioName}. ${site.footer.rights}`}</p>
        <p id={PRIVACY_NOTE_ID} className="mt-3 max-w-3xl">
          <strong className="font-semibold text-ink-muted">{privacy.heading}: </strong>
          {privacyNoteText(
            privacy,
            config.analytics !== undefined,
            config.booking !== undefined,
            config.places !== undefined,
            config.crm !== undefined,
          )}
        </p>
      </div>
    </footer>
  )
}
