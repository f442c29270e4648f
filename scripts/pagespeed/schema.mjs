// The shape of a PageSpeed Insights API v5 `runPagespeed` response, as its discovery document
// describes it (pagespeedonline v5, revision 20240607 in googleapis/google-api-python-client, plus
// `metricSavings` on an audit, which later revisions add; see tests/fixtures/pagespeed/README.md).
//
// The API serializes Lighthouse's report through this schema, so a field Lighthouse writes that the
// schema lacks (an audit's `guidanceLevel`, `i18n.icuMessagePaths`, a category's `supportedModes`…)
// never reaches a caller. capture.mjs projects real Lighthouse reports onto it for that reason, and
// fields.mjs checks a `fields` mask against it: a field the schema does not know is a 400, a key of a
// map (an audit id, a CrUX metric) is not checked.
//
// Plain data and no Node: the browser tests' fake (tests/e2e/pagespeed-fake.ts) imports it too.

/**
 * @typedef {{ kind: 'message', fields: Record<string, Schema> }
 *   | { kind: 'map', values: Schema }
 *   | { kind: 'array', items: Schema }
 *   | { kind: 'scalar' }
 *   | { kind: 'any' }} Schema
 * `any`: free-form JSON (google.protobuf.Value / Struct), kept whole and selectable by any key.
 */

/** @type {Schema} */
const SCALAR = { kind: 'scalar' }
/** @type {Schema} */
const ANY = { kind: 'any' }

/**
 * @param {Record<string, Schema>} fields
 * @returns {Schema}
 */
const message = (fields) => ({ kind: 'message', fields })
/**
 * @param {Schema} values
 * @returns {Schema}
 */
const map = (values) => ({ kind: 'map', values })
/**
 * @param {Schema} items
 * @returns {Schema}
 */
const array = (items) => ({ kind: 'array', items })
/**
 * @param {string[]} names
 * @returns {Schema}
 */
const scalars = (names) => message(Object.fromEntries(names.map((name) => [name, SCALAR])))

const AUDIT_REF = message({
  id: SCALAR,
  weight: SCALAR,
  group: SCALAR,
  acronym: SCALAR,
  relevantAudits: array(SCALAR),
})

const CATEGORY = message({
  id: SCALAR,
  title: SCALAR,
  description: SCALAR,
  manualDescription: SCALAR,
  score: ANY,
  auditRefs: array(AUDIT_REF),
})

const AUDIT = message({
  id: SCALAR,
  title: SCALAR,
  description: SCALAR,
  score: ANY,
  scoreDisplayMode: SCALAR,
  displayValue: SCALAR,
  explanation: SCALAR,
  errorMessage: SCALAR,
  warnings: ANY,
  details: map(ANY),
  numericValue: SCALAR,
  numericUnit: SCALAR,
  metricSavings: scalars(['LCP', 'FCP', 'CLS', 'TBT', 'INP']),
})

/** Every string of the report renderer's i18n block that the schema carries. */
const RENDERER_FORMATTED_STRINGS = scalars([
  'auditGroupExpandTooltip',
  'calculatorLink',
  'crcInitialNavigation',
  'crcLongestDurationLabel',
  'dropdownCopyJSON',
  'dropdownDarkTheme',
  'dropdownPrintExpanded',
  'dropdownPrintSummary',
  'dropdownSaveGist',
  'dropdownSaveHTML',
  'dropdownSaveJSON',
  'dropdownViewer',
  'errorLabel',
  'errorMissingAuditInfo',
  'footerIssue',
  'labDataTitle',
  'lsPerformanceCategoryDescription',
  'manualAuditsGroupTitle',
  'notApplicableAuditsGroupTitle',
  'opportunityResourceColumnLabel',
  'opportunitySavingsColumnLabel',
  'passedAuditsGroupTitle',
  'runtimeDesktopEmulation',
  'runtimeMobileEmulation',
  'runtimeNoEmulation',
  'runtimeSettingsAxeVersion',
  'runtimeSettingsBenchmark',
  'runtimeSettingsCPUThrottling',
  'runtimeSettingsChannel',
  'runtimeSettingsDevice',
  'runtimeSettingsFetchTime',
  'runtimeSettingsNetworkThrottling',
  'runtimeSettingsTitle',
  'runtimeSettingsUA',
  'runtimeSettingsUANetwork',
  'runtimeSettingsUrl',
  'runtimeUnknown',
  'scorescaleLabel',
  'showRelevantAudits',
  'snippetCollapseButtonLabel',
  'snippetExpandButtonLabel',
  'thirdPartyResourcesLabel',
  'throttlingProvided',
  'toplevelWarningsMessage',
  'varianceDisclaimer',
  'viewTreemapLabel',
  'warningAuditsGroupTitle',
  'warningHeader',
])

/** LighthouseResultV5. */
export const LIGHTHOUSE_RESULT = message({
  requestedUrl: SCALAR,
  finalUrl: SCALAR,
  mainDocumentUrl: SCALAR,
  finalDisplayedUrl: SCALAR,
  lighthouseVersion: SCALAR,
  userAgent: SCALAR,
  fetchTime: SCALAR,
  environment: message({
    networkUserAgent: SCALAR,
    hostUserAgent: SCALAR,
    benchmarkIndex: SCALAR,
    credits: map(SCALAR),
  }),
  runWarnings: array(ANY),
  configSettings: scalars(['emulatedFormFactor', 'formFactor', 'locale', 'onlyCategories', 'channel']),
  audits: map(AUDIT),
  categories: message({
    performance: CATEGORY,
    accessibility: CATEGORY,
    'best-practices': CATEGORY,
    seo: CATEGORY,
    pwa: CATEGORY,
  }),
  categoryGroups: map(scalars(['title', 'description'])),
  runtimeError: scalars(['code', 'message']),
  timing: scalars(['total']),
  i18n: message({ rendererFormattedStrings: RENDERER_FORMATTED_STRINGS }),
  stackPacks: array(message({ id: SCALAR, title: SCALAR, iconDataURL: SCALAR, descriptions: map(SCALAR) })),
  entities: array(
    message({
      name: SCALAR,
      homepage: SCALAR,
      category: SCALAR,
      isFirstParty: SCALAR,
      isUnrecognized: SCALAR,
      origins: array(SCALAR),
    }),
  ),
  fullPageScreenshot: ANY,
})

/** PagespeedApiLoadingExperienceV5: the CrUX field data of the page, or of its origin. */
const LOADING_EXPERIENCE = message({
  id: SCALAR,
  metrics: map(
    message({
      percentile: SCALAR,
      distributions: array(scalars(['min', 'max', 'proportion'])),
      category: SCALAR,
      formFactor: SCALAR,
      median: SCALAR,
      metricId: SCALAR,
    }),
  ),
  overall_category: SCALAR,
  initial_url: SCALAR,
  origin_fallback: SCALAR,
})

/** PagespeedApiPagespeedResponseV5, the whole 200 answer. */
export const PAGESPEED_RESPONSE = message({
  captchaResult: SCALAR,
  kind: SCALAR,
  id: SCALAR,
  loadingExperience: LOADING_EXPERIENCE,
  originLoadingExperience: LOADING_EXPERIENCE,
  lighthouseResult: LIGHTHOUSE_RESULT,
  analysisUTCTimestamp: SCALAR,
  version: scalars(['major', 'minor']),
})

/**
 * `value` with only what `schema` describes: the fields the API's serialization keeps.
 * @param {unknown} value
 * @param {Schema} schema
 * @returns {unknown}
 */
export function project(value, schema) {
  if (value === undefined || value === null || schema.kind === 'any' || schema.kind === 'scalar') return value
  if (schema.kind === 'array')
    return Array.isArray(value) ? value.map((item) => project(item, schema.items)) : value
  if (typeof value !== 'object' || Array.isArray(value)) return value
  /** @type {Record<string, unknown>} */
  const out = {}
  for (const [key, item] of Object.entries(value)) {
    const child = schema.kind === 'map' ? schema.values : schema.fields[key]
    if (child && item !== undefined) out[key] = project(item, child)
  }
  return out
}
