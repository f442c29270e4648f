// How the code's imports may run (`npm run check` runs it: `depcruise src`). The floors, bottom up:
// the copy (src/content), the helpers (src/lib), the page's primitives (src/components, src/islands),
// the features (src/contact, src/check, src/assistant, src/analytics, src/booking, src/review-kit, src/crm), then the sections, dialogs
// and the page itself. An import runs down or across a floor, never up, and never in a circle.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A file imports another that imports it back: move the shared names to the file they belong to.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'content-is-the-floor',
      severity: 'error',
      comment: 'The copy imports nothing from the rest of src/: the features and the page read it.',
      from: { path: '^src/content/' },
      to: { path: '^src/', pathNot: '^src/content/' },
    },
    {
      name: 'lib-below-the-page',
      severity: 'error',
      comment: 'The helpers in src/lib know the copy and each other, nothing above them.',
      from: { path: '^src/lib/' },
      to: { path: '^src/', pathNot: '^src/(content|lib)/' },
    },
    {
      name: 'primitives-below-the-features',
      severity: 'error',
      comment: 'Components and the islands machinery serve every feature and section, and know none of them.',
      from: { path: '^src/(components|islands)/' },
      to: { path: '^src/', pathNot: '^src/(content|lib|components|islands)/' },
    },
    {
      name: 'features-below-the-page',
      severity: 'error',
      comment:
        'A feature owns its logic, types and form; the sections, dialogs and the page put it on the page.',
      from: { path: '^src/(contact|check|assistant|analytics|booking|review-kit|crm)/' },
      to: {
        path: '^src/',
        pathNot:
          '^src/(content|lib|components|islands|contact|check|assistant|analytics|booking|review-kit|crm)/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.d\\.ts$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
  },
}
