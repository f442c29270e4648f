import { useState } from 'react'
import { ButtonLink } from '../components/Button'
import { Icon } from '../components/Icon'
import { LANGUAGE_CODES, LANGUAGES, type Language } from '../content/languages'
import { reviewKit as copy } from '@content/review-kit'
import { REVIEW_REQUESTS } from '../content/review-requests'
import { site } from '@content/site'
import { FormField } from '../contact/FormField'
import { mailtoLink, smsLink } from './message-links'
import { smsSegments } from './sms-segments'
import type { KitBusiness } from './use-review-kit'

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
      <FormField
        id="review-kit-sms"
        label={copy.messages.sms}
        hint={copy.messages.segments(segments)}
        multiline
        inputProps={{ rows: 3, value: messages.sms, onChange: edit('sms') }}
      />
      <FormField
        id="review-kit-subject"
        label={copy.messages.emailSubject}
        inputProps={{ value: messages.subject, onChange: edit('subject') }}
      />
      <FormField
        id="review-kit-body"
        label={copy.messages.emailBody}
        multiline
        inputProps={{ rows: 8, value: messages.body, onChange: edit('body') }}
      />
      <div className="flex flex-wrap gap-3">
        <ButtonLink variant="secondary" href={smsLink(messages.sms)}>
          <Icon name="send" className="size-4" />
          {copy.messages.textMyself}
        </ButtonLink>
        <ButtonLink variant="secondary" href={mailtoLink(messages.subject, messages.body)}>
          <Icon name="mail" className="size-4" />
          {copy.messages.emailMyself}
        </ButtonLink>
      </div>
    </div>
  )
}
