import knowledge from 'virtual:assistant-knowledge'
import { sendEvent } from '../analytics/analytics'
import { ASSISTANT_DIALOG_ID, CONTACT_DIALOG_ID, infoDialogId } from '../lib/dialog-commands'
import { LOG_ID, QUESTION_ATTRIBUTE } from './elements'
import type { KnowledgeEntry } from './knowledge'
import { answerMessage, noAnswerMessage, questionMessage } from './messages'
import { createRetriever } from './retrieval'

/**
 * The assistant's conversation, loaded when its dialog first opens: the page's index and the
 * search, and the log's messages (messages.ts).
 */
const retrieve = createRetriever(knowledge.entries, knowledge.offTopicStems)

/** Asks a question: it and its answer (or the offer to send it to the studio) join the log. */
export function ask(question: string): void {
  const log = document.getElementById(LOG_ID)
  if (!log) return
  const asked = questionMessage(question)
  const found = retrieve(question)
  const reply = found ? answer(found.entry) : noAnswerMessage(question)
  if (__ANALYTICS__)
    sendEvent({ name: 'Assistant Question', props: { outcome: found ? 'answered' : 'handed off' } })
  log.append(asked, reply)
  showAtTop(asked)
}

function answer(entry: KnowledgeEntry): HTMLElement {
  const source = sourceControl(entry.target)
  source.textContent = entry.source
  // Follow-ups look and work like the suggested questions.
  const suggestion = document.querySelector(`#${ASSISTANT_DIALOG_ID} [${QUESTION_ATTRIBUTE}]`)
  const followUps = suggestion
    ? entry.followUps.map((question) => {
        const button = suggestion.cloneNode() as HTMLElement
        button.setAttribute(QUESTION_ATTRIBUTE, question)
        button.textContent = question
        return button
      })
    : []
  return answerMessage(entry.answer, source, followUps)
}

/**
 * Where an answer comes from: a link to a section, or, for content that lives in a dialog, a
 * button that opens that dialog, looking like the link.
 */
function sourceControl(target: KnowledgeEntry['target']): HTMLElement {
  if ('section' in target) {
    const link = document.createElement('a')
    link.href = `#${target.section}`
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
