import { config } from '../lib/config'
import { ButtonLink } from './Button'
import { Icon } from './Icon'

/**
 * Shown only when the browser runs no script, in place of a part that needs it: a lead line and
 * the studio's address as a mailto button with the subject filled in.
 */
export function NoScriptEmail({ lead, subject }: { lead: string; subject: string }) {
  return (
    <div className="only-without-script mt-6">
      <p>{lead}</p>
      <ButtonLink
        size="lg"
        className="mt-4 w-full"
        href={`mailto:${config.contactEmail}?subject=${encodeURIComponent(subject)}`}
      >
        <Icon name="mail" className="size-4" />
        {config.contactEmail}
      </ButtonLink>
    </div>
  )
}
