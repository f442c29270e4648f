import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { securityHeaders } from './scripts/deploy-config.mjs'
import { PORTS } from './scripts/settings.mjs'
import { EXAMPLE_QUESTIONS } from './src/assistant/example-questions.ts'
import { buildKnowledge, planChoices, type Deployment, type Knowledge } from './src/assistant/knowledge.ts'
import { offTopicStems } from './src/assistant/learned-words.ts'
import { iconSpriteFile } from './src/components/icons.ts'
import * as english from './src/content/en/index.ts'
import * as spanish from './src/content/es/index.ts'
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_CODES,
  LANGUAGES,
  type Language,
} from './src/content/languages.ts'
import { reviewNames } from './src/content/names.ts'
import type { PageContent } from './src/content/page-content.ts'
import { translationProblems } from './src/content/translation-check.ts'
import { resolveConfig } from './src/lib/env.ts'
import { dotPlaces, HERO_DOTS } from './src/lib/random.ts'

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  // Fails the build (and the dev server) with a message naming each bad or missing variable.
  const { contactEmail, emailjs, pagespeed, analytics, booking, places, crm } = resolveConfig(env)
  const language = siteLanguage(process.env.SITE_LANGUAGE)
  return {
    plugins: [
      react(),
      tailwindcss(),
      checkTranslations(),
      assistantKnowledge(language, {
        contactEmail,
        analytics: analytics !== undefined,
        booking: booking !== undefined,
        reviewSearch: places !== undefined,
        crm: crm !== undefined,
      }),
      iconSprite(),
      heroDots(),
      prerenderInDev(),
      languagePagesWithoutSlash(),
    ],
    resolve: { alias: languageAliases(language) },
    // The analytics and CRM settings reach the page's code as constants, so that a build without
    // analytics or a CRM (the default) carries none of their code (src/analytics/analytics.ts,
    // src/crm/hubspot.ts).
    define: { __ANALYTICS__: JSON.stringify(analytics ?? null), __CRM__: JSON.stringify(crm ?? null) },
    // One page and its files: an unknown path is a 404, as on nginx, not the page.
    appType: 'mpa',
    // The manifest tells the byte budgets (scripts/bench/budgets.mjs) which chunks load first.
    build: { target: 'es2022', manifest: true },
    server: { host: '127.0.0.1', port: PORTS.dev, strictPort: true },
    // `npm start`: the build with the site's response headers, as deploy/ sends them.
    preview: {
      host: '127.0.0.1',
      port: PORTS.start,
      strictPort: true,
      headers: securityHeaders({
        emailjsOrigin: emailjs.origin,
        pagespeedEndpoint: pagespeed.endpoint,
        analyticsEndpoint: analytics?.endpoint,
        bookingApi: booking?.api,
        placesApi: places?.api,
        crmApi: crm?.api,
      }),
    },
  }
})

/**
 * What a language's build imports as `@content/…` (its copy, src/content/<language>) and as
 * `@assistant-language` (how the assistant reads a question in it, src/assistant/<language>).
 */
export const languageAliases = (language: Language) => ({
  '@content': fileURLToPath(new URL(`./src/content/${language}`, import.meta.url)),
  '@assistant-language': fileURLToPath(new URL(`./src/assistant/${language}/language.ts`, import.meta.url)),
})

/** Every language's copy, by language. */
const CONTENT: Record<Language, PageContent> = { en: english, es: spanish }

/** The language a build or the dev server is for: SITE_LANGUAGE, English when unset. */
function siteLanguage(value: string | undefined): Language {
  if (value === undefined || value === '') return DEFAULT_LANGUAGE
  if (!isLanguage(value)) {
    throw new Error(`SITE_LANGUAGE=${value} is not one of the page's languages: ${LANGUAGE_CODES.join(', ')}`)
  }
  return value
}

/**
 * Stops the build (and the dev server) when a language's copy lacks a string of the English one,
 * has one English lacks, or leaves one in English that is not a name (src/content/names.ts).
 */
function checkTranslations(): Plugin {
  const names = reviewNames([...english.featuredReviews, ...english.reviews])
  return {
    name: 'check-translations',
    buildStart() {
      for (const language of LANGUAGE_CODES) {
        if (language === DEFAULT_LANGUAGE) continue
        const problems = translationProblems(english, CONTENT[language], names)
        if (problems.length > 0) {
          this.error(
            `The ${language} copy (src/content/${language}) is not a whole translation:\n  ${problems.join('\n  ')}`,
          )
        }
      }
    },
  }
}

/**
 * `virtual:assistant-knowledge`: what the assistant knows, worked out from the language's copy in
 * src/content and its example questions (src/assistant/<language>) when the site is built, as data. The assistant's chunk carries it without the content modules, so it
 * shares no code with the app and the first load stays as it was. Editing the content restarts
 * the dev server, which works it out again.
 */
function assistantKnowledge(language: Language, deployment: Deployment): Plugin {
  const id = 'virtual:assistant-knowledge'
  return {
    name: 'assistant-knowledge',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined
      const examples = EXAMPLE_QUESTIONS[language]
      const knowledge: Knowledge = {
        entries: buildKnowledge(CONTENT[language], deployment, examples),
        offTopicStems: offTopicStems(examples),
        plans: planChoices(CONTENT[language]),
        situations: CONTENT[language].situationWords,
      }
      return `export default ${JSON.stringify(knowledge)}`
    },
  }
}

/**
 * `virtual:icon-sprite`: the path of the file of every icon (src/components/icons.ts), named by its
 * content like Vite's own assets, so that it is cached for good. Every build (both languages, the
 * client and the prerender) names it alike; the client build writes it, the dev server serves it.
 */
export function iconSprite(): Plugin {
  const id = 'virtual:icon-sprite'
  const source = iconSpriteFile()
  const fileName = `assets/icons-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.svg`
  return {
    name: 'icon-sprite',
    resolveId: (request) => (request === id ? `\0${id}` : undefined),
    load: (resolved) =>
      resolved === `\0${id}` ? `export default ${JSON.stringify(`/${fileName}`)}` : undefined,
    generateBundle() {
      if (this.environment.config.consumer === 'client') this.emitFile({ type: 'asset', fileName, source })
    },
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_request, response) => {
        response.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end(source)
      })
    },
  }
}

/**
 * `virtual:hero-dots.css`, which the page's entry imports into its stylesheet: where each of the
 * hero's dots sits (src/lib/random.ts), so that the page's HTML carries none of their places.
 */
function heroDots(): Plugin {
  const id = 'virtual:hero-dots.css'
  return {
    name: 'hero-dots',
    resolveId: (request) => (request === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? dotPlaces('.hero-dot', HERO_DOTS) : undefined),
  }
}

/**
 * `npm start` (vite preview) sends /es on to /es/, as nginx does (deploy/nginx.conf): a language's
 * page is a folder's index.html.
 */
function languagePagesWithoutSlash(): Plugin {
  const pages = new Set(Object.values(LANGUAGES).map(({ path }) => path.replace(/\/$/, '')))
  return {
    name: 'language-pages-without-slash',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url === undefined || request.url === '/' || !pages.has(request.url)) return next()
        response.writeHead(301, { Location: `${request.url}/` }).end()
      })
    },
  }
}

/**
 * The dev server serves the page prerendered, as the build does, so that its islands hydrate and
 * the page's entry finds the markup it enhances. Each request renders it afresh from the sources.
 */
function prerenderInDev(): Plugin {
  return {
    name: 'prerender-in-dev',
    apply: 'serve',
    transformIndexHtml: {
      order: 'post',
      handler: async (html, { server }) => {
        if (!server) return html
        const { renderPage } = (await server.ssrLoadModule(
          '/src/entry-server.tsx',
        )) as typeof import('./src/entry-server.tsx')
        return renderPage(html)
      },
    },
  }
}
