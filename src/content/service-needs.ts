import type { PlanNeed } from './plan-facts.ts'
import type { ServiceId } from './types'

/**
 * The lines of a plan's card that are a service, by the needs they meet: a plan with one of them
 * (or whose add-on meets one) includes that service. The assistant names the plans beside the
 * service a situation calls for only when they include it (src/assistant/reply.ts).
 */
export const SERVICE_NEEDS: Partial<Record<ServiceId, PlanNeed[]>> = {
  chatbot: ['chatbot'],
  booking: ['booking'],
  localSeo: ['localSeo', 'fullSeo'],
  phoneCalls: ['phoneCampaigns'],
  crm: ['crm'],
  siteCare: ['hosting', 'contentUpdates', 'unlimitedEdits'],
}
