// The page's English copy, whole: what the assistant's knowledge is built from, and the shape every
// other language's copy must have (src/content/page-content.ts).
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
