import { useState } from 'react'
import { buttonClasses } from '../components/button-styles'
import { Icon } from '../components/Icon'
import { LANGUAGE_CODES, LANGUAGES, type Language } from '../content/languages'
import { reviewKit as copy } from '@content/review-kit'
import { REVIEW_REQUESTS } from '../content/review-requests'
import { site } from '@content/site'
import { mailtoLink, smsLink } from './message-links'
import { smsSegments } from './sms-segments'
import type { KitBusiness } from './use-review-kit'

const field =
  'mt-2 block w-full rounded-xl border border-line bg-canvas px-4 py-3 text-base text-ink focus:border-brand-soft'

const drafts = (language: Language, { name, link }: KitBusiness) => {
  const request = REVIEW_REQUESTS[language]
  return { sms: request.sms(name, link), subject: request.subject(name), body: request.body(name, link) }
}

/**
 * The messages to send customers: a text message, with its length in segments as carriers count
 * them, and an e-mail, each editable, in English or Spanish on either page. Text it to myself and
 * Email it to myself open the visitor's own apps with the message filled in: nothing passes
 * through the studio.
 */
export function ReviewMessages({ business }: { business: KitBusiness }) {
  const [language, setLanguage] = useState<Language>(site.language)
  const [messages, setMessages] = useState(() => drafts(site.language, business))
  const choose = (chosen: Language) => {
    setLanguage(chosen)
    setMessages(drafts(chosen, business))
  }
  const edit = (part: keyof typeof messages) => (event: { target: { value: string } }) =>
    setMessages((current) => ({ ...current, [part]: event.target.value }))
  const { segments } = smsSegments(messages.sms)
  return (
    <div className="grid gap-5">
      <fieldset>
        <legend className="text-sm font-semibold">{copy.messages.language}</legend>
        <div className="mt-2 flex gap-2">
          {LANGUAGE_CODES.map((code) => (
            <label
              key={code}
              lang={code}
              className="relative rounded-full border border-line px-4 py-2 text-sm font-semibold has-checked:border-brand-strong has-checked:bg-brand-strong has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-focus"
            >
              <input
                type="radio"
                name="review-kit-language"
                value={code}
                checked={language === code}
                onChange={() => choose(code)}
                className="absolute inset-0 cursor-pointer appearance-none rounded-full focus:outline-none"
              />
              {LANGUAGES[code].name}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="review-kit-sms" className="block text-sm font-semibold">
          {copy.messages.sms}
        </label>
        <textarea
          id="review-kit-sms"
          rows={3}
          value={messages.sms}
          onChange={edit('sms')}
          aria-describedby="review-kit-sms-segments"
          className={field}
        />
        <p id="review-kit-sms-segments" className="mt-1.5 text-sm text-ink-subtle">
          {copy.messages.segments(segments)}
        </p>
      </div>
      <div>
        <label htmlFor="review-kit-subject" className="block text-sm font-semibold">
          {copy.messages.emailSubject}
        </label>
        <input
          id="review-kit-subject"
          value={messages.subject}
          onChange={edit('subject')}
          className={field}
        />
      </div>
      <div>
        <label htmlFor="review-kit-body" className="block text-sm font-semibold">
          {copy.messages.emailBody}
        </label>
        <textarea
          id="review-kit-body"
          rows={8}
          value={messages.body}
          onChange={edit('body')}
          className={field}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <a href={smsLink(messages.sms)} className={buttonClasses('secondary')}>
          <Icon name="send" className="size-4" />
          {copy.messages.textMyself}
        </a>
        <a href={mailtoLink(messages.subject, messages.body)} className={buttonClasses('secondary')}>
          <Icon name="mail" className="size-4" />
          {copy.messages.emailMyself}
        </a>
      </div>
    </div>
  )
}
