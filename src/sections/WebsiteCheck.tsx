import { PageSection } from '../components/PageSection'
import { CheckForm } from '../check/CheckForm'
import { websiteCheck } from '@content/check'
import { Island } from '../islands/Island'

/**
 * The free website check, after the work and before the prices: the studio's proof first, then the
 * visitor's own site, whose findings lead to the plans just below. An island that hydrates only
 * when the visitor uses it.
 */
export function WebsiteCheck() {
  return (
    <PageSection id="check" intro={websiteCheck.intro}>
      <Island name="check" when="used">
        <CheckForm />
      </Island>
    </PageSection>
  )
}
