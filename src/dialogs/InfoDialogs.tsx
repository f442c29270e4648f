import { withoutLoneWords } from '../lib/lone-words'
import type { ReactNode } from 'react'
import { CTA_LABELS } from '../analytics/events'
import { countsAsCta } from '../analytics/page-events'
import { Button } from '../components/Button'
import { Icon } from '../components/Icon'
import { Modal } from '../components/Modal'
import { about } from '@content/about'
import { site } from '@content/site'
import { faq, faqDialog } from '@content/faq'
import { serviceBlurbs, servicesDialog } from '@content/services'
import type { InfoContent } from '../content/types'
import { CONTACT_DIALOG_ID, infoDialogId, opensDialog } from '../lib/dialog-commands'

function ServicesContent() {
  return (
    <>
      <p className="text-ink-muted">{servicesDialog.intro}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {serviceBlurbs.map((blurb) => (
          <li key={blurb.title} className="rounded-2xl border border-line bg-canvas p-5">
            <Icon name={blurb.icon} className="size-6 text-brand-soft" />
            <h3 className="mt-3 font-bold">{withoutLoneWords(blurb.title)}</h3>
            <p className="mt-1.5 text-sm text-ink-muted">{blurb.description}</p>
          </li>
        ))}
      </ul>
    </>
  )
}

function AboutContent() {
  return (
    <>
      <div className="space-y-4 text-ink-muted">
        {about.paragraphs.map(({ text }) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <dl className="mt-6 grid gap-3 sm:grid-cols-3">
        {about.facts.map((fact) => (
          <div key={fact.label} className="rounded-2xl border border-line bg-canvas p-4">
            <dt className="text-sm text-ink-muted">{fact.label}</dt>
            <dd className="order-first text-2xl font-extrabold tracking-tight">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}

function FaqContent() {
  return (
    <>
      <p className="text-ink-muted">{faqDialog.intro}</p>
      <div className="mt-6 divide-y divide-line rounded-2xl border border-line bg-canvas">
        {faq.map((entry) => (
          <details key={entry.question} className="group px-5">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold">
              {withoutLoneWords(entry.question)}
              <Icon
                name="chevron-down"
                className="size-5 text-ink-muted transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-5 text-ink-muted">{entry.answer}</p>
          </details>
        ))}
      </div>
    </>
  )
}

const contents: { content: InfoContent; title: string; body: () => ReactNode }[] = [
  { content: 'services', title: servicesDialog.title, body: ServicesContent },
  { content: 'about', title: about.title, body: AboutContent },
  { content: 'faq', title: faqDialog.title, body: FaqContent },
]

/**
 * The info dialogs (Services, About, FAQ): static HTML, each ending with Get Started, which opens
 * the contact form (the page's script closes the info dialog first).
 */
export function InfoDialogs() {
  return contents.map(({ content, title, body: Body }) => (
    <Modal key={content} id={infoDialogId(content)} title={title} size="lg">
      <Body />
      <Button
        size="lg"
        className="mt-8 w-full sm:w-auto"
        {...opensDialog(CONTACT_DIALOG_ID)}
        {...countsAsCta(CTA_LABELS.getStarted)}
      >
        {site.getStarted}
        <Icon name="arrow-right" className="size-4" />
      </Button>
    </Modal>
  ))
}
