// The page's Spanish copy, whole: what the Spanish page and its assistant's knowledge are built from,
// in the shape of the English copy (src/content/page-content.ts).
export * from './about.ts'
export * from './assistant.ts'
export * from './contact.ts'
export * from './faq.ts'
export * from './navigation.ts'
export * from './plans.ts'
export * from './prices.ts'
export * from './reviews.ts'
export * from './services.ts'
export * from './site.ts'
export * from './work.ts'
export * from './structured-data.ts'
