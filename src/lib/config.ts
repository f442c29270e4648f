import { resolveConfig } from './env'

/** The validated site configuration. Components import this, never `import.meta.env`. */
export const config = resolveConfig(import.meta.env)
