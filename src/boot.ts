import './styles.css'
import 'virtual:hero-dots.css'
import { keepLauncherOffControls } from './assistant/launcher-aside'
import { loadAssistantOnOpen } from './assistant/load-on-open'
import { startAnalytics } from './analytics/analytics'
import { keepContactDraft } from './contact/draft-storage'
import { watchLeadSource } from './contact/lead-source'
import { hydrateIslandsWhenNeeded } from './hydrate-islands'
import { autoplayVideos } from './lib/autoplay-videos'
import { renderDeferredParts } from './lib/deferred-parts'
import { followPointerWithGlow } from './lib/glow-follow'
import { keepPlaceOnLanguageSwitch, suggestLanguage } from './lib/language-switch'
import { enhancePage } from './page-enhancements'

/**
 * The page's entry, and all the script a visit that opens nothing runs. The prerendered HTML works
 * by itself: dialogs and the menu open and close through the platform (invoker commands, popover),
 * links scroll. This small entry adds what needs script but not React: the dialogs'
 * enhancements, the parts below the first screen rendered before a jump to a section, the contact
 * draft, the clips that play in view, the glow that follows the pointer, the assistant's loader and
 * its launcher stepping aside from controls below 1024 px, and,
 * when the studio has configured them, the analytics (src/analytics) and what opens the contact form,
 * a lead's source (src/contact/lead-source.ts). React hydrates three islands,
 * each when it is first needed: the contact form, the reviews carousel and the website check
 * (src/hydrate-islands.ts). Browsers
 * without invoker commands get a polyfill.
 */
if (!('commandForElement' in HTMLButtonElement.prototype)) void import('invokers-polyfill')
renderDeferredParts()
keepContactDraft()
enhancePage()
keepPlaceOnLanguageSwitch()
suggestLanguage()
loadAssistantOnOpen()
keepLauncherOffControls()
hydrateIslandsWhenNeeded()
autoplayVideos()
followPointerWithGlow()
startAnalytics()
if (__ANALYTICS__ || __CRM__) watchLeadSource()
