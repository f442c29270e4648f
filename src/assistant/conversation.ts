import knowledge from 'virtual:assistant-knowledge'
import { sendEvent } from '../analytics/analytics'
import {
  ASSISTANT_DIALOG_ID,
  CONTACT_DIALOG_ID,
  infoDialogId,
  MESSAGE_ATTRIBUTE,
} from '../lib/dialog-commands'
import { QUESTION_ATTRIBUTE, SLOT_ATTRIBUTE, TEMPLATE_IDS, LOG_ID, type Slot } from './elements'
import type { KnowledgeEntry } from './knowledge'
import { createRetriever } from './retrieval'

/**
 * The assistant's conversation, loaded when its dialog first opens: the page's index and the
 * search, and the log's messages, cloned from the templates the page was prerendered with.
 */
const retrieve = createRetriever(knowledge.entries, knowledge.offTopicStems)

/** Asks a question: it and its answer (or the offer to send it to the studio) join the log. */
export function ask(question: string): void {
  const log = document.getElementById(LOG_ID)
  if (!log) return
  const asked = fromTemplate(TEMPLATE_IDS.question)
  fill(asked, 'text', question)
  const found = retrieve(question)
  const reply = found ? answer(found.entry) : noAnswer(question)
  if (__ANALYTICS__)
    sendEvent({ name: 'Assistant Question', props: { outcome: found ? 'answered' : 'handed off' } })
  log.append(asked, reply)
  showAtTop(asked)
}

function answer(entry: KnowledgeEntry): HTMLElement {
  const reply = fromTemplate(TEMPLATE_IDS.answer)
  fill(reply, 'text', entry.answer)
  sourceControl(part(reply, 'source'), entry.target).textContent = entry.source
  // Follow-ups look and work like the suggested questions.
  const suggestion = document.querySelector(`#${ASSISTANT_DIALOG_ID} [${QUESTION_ATTRIBUTE}]`)
  const followUps = part(reply, 'follow-ups')
  for (const question of entry.followUps) {
    const button = suggestion?.cloneNode() as HTMLElement | undefined
    if (!button) break
    button.setAttribute(QUESTION_ATTRIBUTE, question)
    button.textContent = question
    followUps.append(button)
  }
  return reply
}

/**
 * Where an answer comes from: the template's link to a section, or, for content that lives in a
 * dialog, a button in its place that opens that dialog, looking like the link.
 */
function sourceControl(link: HTMLElement, target: KnowledgeEntry['target']): HTMLElement {
  if ('section' in target) {
    link.setAttribute('href', `#${target.section}`)
    return link
  }
  const button = document.createElement('button')
  button.type = 'button'
  button.className = link.className
  button.setAttribute('command', 'show-modal')
  button.setAttribute(
    'commandfor',
    target.dialog === 'contact' ? CONTACT_DIALOG_ID : infoDialogId(target.dialog),
  )
  link.replaceWith(button)
  return button
}

function noAnswer(question: string): HTMLElement {
  const reply = fromTemplate(TEMPLATE_IDS.noAnswer)
  part(reply, 'hand-off').setAttribute(MESSAGE_ATTRIBUTE, question)
  return reply
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

function fromTemplate(id: string): HTMLElement {
  const template = document.getElementById(id)
  const element = template instanceof HTMLTemplateElement ? template.content.firstElementChild : null
  if (!element) throw new Error(`The page has no template #${id}`)
  return element.cloneNode(true) as HTMLElement
}

function part(message: HTMLElement, name: Slot): HTMLElement {
  const element = message.matches(`[${SLOT_ATTRIBUTE}="${name}"]`)
    ? message
    : message.querySelector<HTMLElement>(`[${SLOT_ATTRIBUTE}="${name}"]`)
  if (!element) throw new Error(`The message has no ${name}`)
  element.removeAttribute(SLOT_ATTRIBUTE)
  return element
}

function fill(message: HTMLElement, name: Slot, text: string) {
  part(message, name).textContent = text
}
