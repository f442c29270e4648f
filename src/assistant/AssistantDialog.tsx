import { Icon } from '../components/Icon'
import { Modal } from '../components/Modal'
import { NoScriptEmail } from '../components/NoScriptEmail'
import { assistantCopy as copy, suggestedQuestions } from '@content/assistant'
import { ASSISTANT_DIALOG_ID, opensDialog } from '../lib/dialog-commands'
import { ASSISTANT_FORM_ID, LOAD_FAILED_ID, LOG_ID, QUESTION_ATTRIBUTE, QUESTION_FIELD } from './elements'

/**
 * The Ask a question button, fixed in the bottom corner (styles.css's launcher says where and how it
 * shows), and its dialog: prerendered, opened by an invoker command, so it works from the first
 * paint. The conversation's code and the page's index load when the dialog first opens
 * (load-on-open.ts) and fill the log (messages.ts).
 */
export function AssistantDialog() {
  return (
    <>
      <button type="button" {...opensDialog(ASSISTANT_DIALOG_ID)} className="launcher">
        <Icon name="message-question" className="size-6" />
        <span>{copy.launcher}</span>
      </button>
      <Modal id={ASSISTANT_DIALOG_ID} title={copy.title}>
        <p className="text-ink-muted">{copy.intro}</p>
        <div
          role="group"
          aria-label={copy.suggestionsLabel}
          className="mt-5 flex flex-col items-start gap-2 only-with-script"
        >
          {suggestedQuestions().map((question) => (
            <button
              key={question}
              type="button"
              className="question-link"
              {...{ [QUESTION_ATTRIBUTE]: question }}
            >
              {question}
            </button>
          ))}
        </div>
        <div
          id={LOG_ID}
          role="log"
          aria-label={copy.logLabel}
          className="mt-6 grid gap-4 empty:mt-0 only-with-script"
        />
        <p
          id={LOAD_FAILED_ID}
          role="alert"
          hidden
          className="mt-6 rounded-xl bg-accent-rose/15 px-4 py-3 text-accent-rose"
        >
          {copy.loadFailed}
        </p>
        <form
          id={ASSISTANT_FORM_ID}
          className="sticky -bottom-6 -mx-6 mt-6 -mb-6 flex items-end gap-2 border-t border-line bg-canvas-raised px-6 pt-4 pb-6 only-with-script sm:-mx-8 sm:px-8"
        >
          <div className="grid min-w-0 flex-1 gap-1.5">
            <label htmlFor="assistant-question" className="text-sm font-semibold">
              {copy.fieldLabel}
            </label>
            <input
              id="assistant-question"
              name={QUESTION_FIELD}
              autoFocus
              autoComplete="off"
              enterKeyHint="send"
              maxLength={300}
              placeholder={copy.placeholder}
              className="min-h-12 w-full rounded-xl border border-field bg-canvas px-3 text-ink placeholder:text-ink-subtle focus:border-brand-soft sm:px-4"
            />
          </div>
          {/* On a phone the button is its icon alone (its name stays), so the field keeps the room. */}
          <button
            type="submit"
            className="inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full bg-brand-strong font-semibold text-white hover:bg-brand-hover sm:px-6"
          >
            <Icon name="send" className="size-5 sm:hidden" />
            <span className="max-sm:sr-only">{copy.ask}</span>
          </button>
        </form>
        <NoScriptEmail lead={copy.noScript} subject={copy.handOffSubject} />
      </Modal>
    </>
  )
}
