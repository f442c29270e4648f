import knowledge from 'virtual:assistant-knowledge'
import { sendEvent } from '../analytics/analytics'
import { CTA_LABELS, type CtaLabel } from '../analytics/events'
import { CTA_ATTRIBUTE } from '../analytics/page-events'
import { CHECK_FIELD_ID } from '../check/elements'
import type { FreeTool } from '../content/types'
import {
  ASSISTANT_DIALOG_ID,
  BOOKING_DIALOG_ID,
  CONTACT_DIALOG_ID,
  infoDialogId,
  REVIEW_KIT_DIALOG_ID,
} from '../lib/dialog-commands'
import { LOG_ID, QUESTION_ATTRIBUTE } from './elements'
import type { KnowledgeEntry } from './knowledge'
import {
  answerMessage,
  followUps,
  noAnswerMessage,
  pageActions,
  questionMessage,
  type AnswerPart,
} from './messages'
import type { PlanChoice } from './plan-finder'
import { answerText, createReplier, serviceText, type PlansFound, type Reply } from './reply'

/**
 * The assistant's conversation, loaded when its dialog first opens: the page's index, the search
 * and the plan finder, and the log's messages (messages.ts).
 */
const reply = createReplier(knowledge)

/** Asks a question: it and its answer (or the offer to send it to the studio) join the log. */
export function ask(question: string): void {
  const log = document.getElementById(LOG_ID)
  if (!log) return
  const asked = questionMessage(question)
  const replied = reply(question)
  if (__ANALYTICS__)
    sendEvent({
      name: 'Assistant Question',
      props: { outcome: replied.kind === 'handOff' ? 'handed off' : 'answered' },
    })
  log.append(asked, message(question, replied))
  showAtTop(asked)
}

function message(question: string, replied: Reply): HTMLElement {
  switch (replied.kind) {
    case 'answer':
      return answer(replied.entry)
    case 'plans':
      return answerMessage(plansPart(replied))
    case 'service':
      return serviceAnswer(replied)
    case 'handOff':
      return noAnswerMessage(question, replied.reason)
  }
}

/** A plan's Get Started (Enterprise Custom's Request a Quote) on its card. */
const getStartedOnCard = (id: PlanChoice['id']) =>
  document.querySelector<HTMLElement>(
    id === 'enterprise'
      ? `#pricing [${CTA_ATTRIBUTE}="${CTA_LABELS.quote}"]`
      : `#plan-${id} [${CTA_ATTRIBUTE}]`,
  )

/** Copies of the page's own controls, which do what those do. */
const copies = (controls: (HTMLElement | null)[]) =>
  controls.flatMap((control) => (control ? [control.cloneNode(true) as HTMLElement] : []))

/**
 * The plans that fit: the answer, where it comes from (the pricing section), and each plan's Get
 * Started, made from the one on its card so that it does what that one does.
 */
function plansPart({ text, source: from, plans }: PlansFound): AnswerPart {
  const source = sourceControl({ section: 'pricing' })
  source.textContent = from
  return { text, source, next: pageActions(copies(plans.map(({ id }) => getStartedOnCard(id)))) }
}

/**
 * Each free tool's control on its service's card: the link to the website check, the review kit's
 * button, Book a free call. A copy in an answer counts its taps as that tool's call to action.
 */
const TOOLS_ON_PAGE: Record<FreeTool, { control: string; cta: CtaLabel }> = {
  check: { control: 'a[href="#check"]', cta: CTA_LABELS.check },
  reviewKit: { control: `[commandfor="${REVIEW_KIT_DIALOG_ID}"]`, cta: CTA_LABELS.reviewKit },
  booking: { control: `[commandfor="${BOOKING_DIALOG_ID}"]`, cta: CTA_LABELS.bookCall },
}
function toolCopy(tool: FreeTool): HTMLElement | null {
  const { control, cta } = TOOLS_ON_PAGE[tool]
  const [copy] = copies([document.querySelector<HTMLElement>(`#services ${control}`)])
  copy?.setAttribute(CTA_ATTRIBUTE, cta)
  if (copy && tool === 'check') copy.addEventListener('click', () => intoCheckField(copy))
  return copy ?? null
}

/**
 * The link to the check takes the visitor to it, and the page closes the assistant; once it has
 * (its `close` event, after the page has given the focus back to the launcher), the visitor is put
 * in the check's field.
 */
function intoCheckField(link: HTMLElement): void {
  const field = document.getElementById(CHECK_FIELD_ID)
  link
    .closest('dialog')
    ?.addEventListener('close', () => field?.focus({ preventScroll: true }), { once: true })
}

/**
 * The service a situation calls for: its answer, with the controls of the free tools that fit it
 * (copies of the page's, which open them as those do); then the plans that include it, when the
 * situation fits a plan too, or else its follow-ups.
 */
function serviceAnswer({ entry, tools, plans }: Extract<Reply, { kind: 'service' }>): HTMLElement {
  const tooled = tools.length > 0 ? pageActions(tools.flatMap((tool) => toolCopy(tool) ?? [])) : undefined
  const next = tooled ?? (plans ? undefined : followUpsOf(entry))
  const service = { text: serviceText(entry, plans), source: sourceOf(entry), ...(next ? { next } : {}) }
  return plans ? answerMessage(service, plansPart(plans)) : answerMessage(service)
}

function answer(entry: KnowledgeEntry): HTMLElement {
  return answerMessage({ text: answerText(entry), source: sourceOf(entry), next: followUpsOf(entry) })
}

/** An entry's follow-up questions, which look and work like the suggested questions. */
function followUpsOf(entry: KnowledgeEntry): HTMLElement {
  const suggestion = document.querySelector(`#${ASSISTANT_DIALOG_ID} [${QUESTION_ATTRIBUTE}]`)
  const questions = suggestion
    ? entry.followUps.map((question) => {
        const button = suggestion.cloneNode() as HTMLElement
        button.setAttribute(QUESTION_ATTRIBUTE, question)
        button.textContent = question
        return button
      })
    : []
  return followUps(questions)
}

/** Where an entry's answer comes from, named as the answer names it. */
function sourceOf(entry: KnowledgeEntry): HTMLElement {
  const source = sourceControl(entry.target)
  source.textContent = entry.source
  return source
}

/**
 * Where an answer comes from: a link to a section or the privacy note, or, for content that lives
 * in a dialog, a button that opens that dialog, looking like the link.
 */
function sourceControl(target: KnowledgeEntry['target']): HTMLElement {
  if (!('dialog' in target)) {
    const link = document.createElement('a')
    link.href = `#${'section' in target ? target.section : target.anchor}`
    return link
  }
  const button = document.createElement('button')
  button.type = 'button'
  button.setAttribute('command', 'show-modal')
  button.setAttribute(
    'commandfor',
    target.dialog === 'contact' ? CONTACT_DIALOG_ID : infoDialogId(target.dialog),
  )
  return button
}

/**
 * Scrolls the dialog's scrolling body so the new question is at its top and its answer below.
 * (scrollIntoView would also scroll the dialog's own clipped box and push its title out of view.)
 */
function showAtTop(message: HTMLElement) {
  let scroller = message.parentElement
  while (scroller && getComputedStyle(scroller).overflowY !== 'auto') scroller = scroller.parentElement
  if (!scroller) return
  const margin = parseFloat(getComputedStyle(message).scrollMarginTop) || 0
  scroller.scrollTop += message.getBoundingClientRect().top - scroller.getBoundingClientRect().top - margin
}
