import knowledge from 'virtual:assistant-knowledge'
import { sendEvent } from '../analytics/analytics'
import { CTA_LABELS } from '../analytics/events'
import { CTA_ATTRIBUTE } from '../analytics/page-events'
import { ASSISTANT_DIALOG_ID, CONTACT_DIALOG_ID, infoDialogId } from '../lib/dialog-commands'
import { LOG_ID, QUESTION_ATTRIBUTE } from './elements'
import type { KnowledgeEntry } from './knowledge'
import { answerMessage, followUps, noAnswerMessage, planActions, questionMessage } from './messages'
import type { PlanChoice } from './plan-finder'
import { answerText, createReplier, type Reply } from './reply'

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
      return plansAnswer(replied)
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

/**
 * The plans that fit: the answer, where it comes from (the pricing section), and each plan's Get
 * Started, made from the one on its card so that it does what that one does.
 */
function plansAnswer({ text, source: from, plans }: Extract<Reply, { kind: 'plans' }>): HTMLElement {
  const source = sourceControl({ section: 'pricing' })
  source.textContent = from
  const getStarted = plans.flatMap(({ id }) => {
    const onCard = getStartedOnCard(id)
    return onCard ? [onCard.cloneNode(true) as HTMLElement] : []
  })
  return answerMessage(text, source, planActions(getStarted))
}

function answer(entry: KnowledgeEntry): HTMLElement {
  const source = sourceControl(entry.target)
  source.textContent = entry.source
  // Follow-ups look and work like the suggested questions.
  const suggestion = document.querySelector(`#${ASSISTANT_DIALOG_ID} [${QUESTION_ATTRIBUTE}]`)
  const questions = suggestion
    ? entry.followUps.map((question) => {
        const button = suggestion.cloneNode() as HTMLElement
        button.setAttribute(QUESTION_ATTRIBUTE, question)
        button.textContent = question
        return button
      })
    : []
  return answerMessage(answerText(entry), source, followUps(questions))
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
