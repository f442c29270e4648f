export interface LighthouseSummary {
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>
  fcp: number
  lcp: number
  tbt: number
  cls: number
  bytes: Record<string, number>
  failing: string[]
  /** What Lighthouse failed to measure (empty in every summary runLighthouse returns). */
  errors: string[]
}

export function runLighthouse(url: string, options?: { desktop?: boolean }): Promise<LighthouseSummary>
