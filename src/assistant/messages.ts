import { handsOffLead } from '../analytics/page-events'
import { symbolHref } from '../components/icon-href'
import { assistantCopy as copy } from '@content/assistant'
import { booking } from '@content/booking'
import type { IconName } from '../content/icon-names'
import { config } from '../lib/config'
import { BOOKING_DIALOG_ID, CONTACT_DIALOG_ID, MESSAGE_ATTRIBUTE, opensDialog } from '../lib/dialog-commands'
import { PHONE_ONLY, phoneWords, phoneWordsLabel, WIDE_ONLY } from '../lib/phone-words'
import { PLAN_NAMED_ATTRIBUTE } from './elements'

/**
 * The log's messages, made when they are needed: they load with the conversation, not with the
 * page, whose HTML then stays within the first round trip (tests/e2e/budgets.test.ts).
 */
const BUBBLE = 'max-w-full rounded-2xl px-4 py-3 min-[400px]:max-w-[92%]'

function make<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[Tag] {
  const element = document.createElement(tag)
  if (className) element.className = className
  element.append(...children)
  return element
}

function setAttributes(element: Element, attributes: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(attributes))
    if (value !== undefined) element.setAttribute(name, value)
}

/** The visitor's question, with its voice named for screen readers. */
export function questionMessage(question: string): HTMLElement {
  return make(
    'p',
    `${BUBBLE} scroll-mt-4 justify-self-end bg-brand-strong text-white`,
    make('span', 'sr-only', `${copy.you} `),
    make('span', '', question),
  )
}

/**
 * One part of an answer: its text, where on the page it comes from (`source`, a link or a button
 * the caller makes), and what the visitor can do next, if anything (`next`: followUps() or
 * pageActions()).
 */
export interface AnswerPart {
  text: string
  source: HTMLElement
  next?: HTMLElement
}

/** An answer, in one part or more (a service, and the plans that include it). */
export function answerMessage(...parts: AnswerPart[]): HTMLElement {
  return make(
    'div',
    `${BUBBLE} bg-surface`,
    ...parts.flatMap(({ text, source, next }, i) => {
      source.className = 'font-semibold text-brand-soft underline'
      return [
        make('p', i > 0 ? 'mt-4' : '', text),
        make('p', 'mt-2 text-sm text-ink-muted', `${copy.answerFrom}\u00a0`, source),
        ...(next ? [next] : []),
      ]
    }),
  )
}

/** The group of an answer's follow-up questions. */
export function followUps(questions: HTMLElement[]): HTMLElement {
  const group = make('div', 'mt-3 flex flex-col items-start gap-2', ...questions)
  setAttributes(group, { role: 'group', 'aria-label': copy.followUpsLabel })
  return group
}

/** A button in a bubble: on a phone as wide as the bubble and without its icon, so its words keep one line. */
const ACTION =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-brand-strong px-4 text-sm font-semibold text-white hover:bg-brand-hover min-[400px]:w-auto min-[400px]:px-5'
/** A copy of the page's own control in a bubble: its longer words kept on one line on a phone too. */
const PAGE_ACTION = `${ACTION} max-[399px]:px-3 max-sm:text-xs`
/**
 * A bubble is narrower than the page: the shorter words a phone shows in the page's control
 * (phone-words.ts), a copy in a bubble shows up to 640 px.
 */
const IN_BUBBLE: Record<string, string> = { [WIDE_ONLY]: 'max-sm:hidden', [PHONE_ONLY]: 'sm:hidden' }

/**
 * Copies of the page's own controls, which do what those do, in the bubble's size: the Get Started
 * of each plan that fits (the contact form or the plan's checkout), each showing its plan's name
 * when there are two ("Get Started with Grow"), and a free tool's (the website check, the review
 * kit, a free call). A message sent from the contact form one opens counts as a lead from the
 * assistant.
 */
export function pageActions(copies: HTMLElement[]): HTMLElement {
  for (const action of copies) {
    action.className = PAGE_ACTION
    for (const icon of action.querySelectorAll('svg')) icon.classList.add(WIDE_ONLY)
    for (const words of action.querySelectorAll('span'))
      for (const [onPage, inBubble] of Object.entries(IN_BUBBLE))
        if (words.classList.contains(onPage)) words.classList.replace(onPage, inBubble)
    // Shown, the plan's name is a word of the button's words: a space's width from them, not the gap.
    if (copies.length > 1)
      action.querySelector(`[${PLAN_NAMED_ATTRIBUTE}]`)?.classList.replace('sr-only', '-ml-1')
    if (action.getAttribute('commandfor') === CONTACT_DIALOG_ID)
      setAttributes(action, handsOffLead('assistant'))
  }
  return make('div', 'mt-3 flex flex-wrap gap-2', ...copies)
}

/** An icon of the page's sprite, for a button made here. */
function spriteIcon(name: IconName): SVGSVGElement {
  const icon = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
  setAttributes(icon, { 'aria-hidden': 'true', class: `size-4 shrink-0 ${WIDE_ONLY}` })
  const use = document.createElementNS('http://www.w3.org/2000/svg', 'use')
  use.setAttribute('href', symbolHref(name))
  icon.append(use)
  return icon
}

/**
 * A button that opens a dialog by itself (an invoker command), with the shorter words a phone shows
 * where they differ (as ButtonWords does in the page's own buttons); its name stays the full words.
 */
function dialogButton(
  icon: IconName,
  { full, onPhone = full }: { full: string; onPhone?: string },
  attributes: Record<string, string | undefined>,
) {
  const { shown, wideOnly, phoneOnly } = phoneWords(full, onPhone)
  const words = make('span', '', shown)
  if (wideOnly) words.append(make('span', WIDE_ONLY, wideOnly))
  if (phoneOnly) words.append(make('span', PHONE_ONLY, phoneOnly))
  const button = make('button', ACTION, spriteIcon(icon), words)
  button.type = 'button'
  setAttributes(button, { 'aria-label': phoneWordsLabel(full, onPhone), ...attributes })
  return button
}

/**
 * No answer: the offer to send the question to the studio, whose form then holds it, after why
 * (`reason`, when the assistant knows it) or the assistant's word that it would rather not guess;
 * and, in a build with booking, the offer to talk it over on a free call.
 */
export function noAnswerMessage(question: string, reason = copy.noAnswer): HTMLElement {
  const handOff = dialogButton(
    'send',
    { full: copy.handOff },
    {
      ...opensDialog(CONTACT_DIALOG_ID, copy.handOffSubject),
      ...handsOffLead('assistant'),
      [MESSAGE_ATTRIBUTE]: question,
    },
  )
  const actions = make('div', 'mt-3 flex flex-wrap gap-2', handOff)
  if (config.booking)
    actions.append(
      dialogButton(
        'phone',
        { full: booking.button, onPhone: booking.buttonOnPhone },
        opensDialog(BOOKING_DIALOG_ID),
      ),
    )
  return make('div', `${BUBBLE} bg-surface`, make('p', '', reason), actions)
}
