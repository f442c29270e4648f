// HubSpot's Forms API's default origin: the one setting of the CRM's written apart from
// scripts/settings.mjs, which the page's entry bundles whole. Only the CRM's code, the configuration
// and the scripts read this, so a page view that opens nothing carries none of it.

/**
 * HubSpot's Forms API, where the page sends each lead when VITE_HUBSPOT_API is not set (only with
 * VITE_HUBSPOT_PORTAL_ID and VITE_HUBSPOT_FORM_ID: without them the page sends to no CRM). A portal
 * in HubSpot's EU data centre sets https://api-eu1.hsforms.com.
 */
export const DEFAULT_HUBSPOT_API = 'https://api.hsforms.com'
