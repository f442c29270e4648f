export interface LighthouseSummary {
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>
  fcp: number
  lcp: number
  tbt: number
  cls: number
  bytes: Record<string, number>
  failing: string[]
}

export function runLighthouse(url: string, options?: { desktop?: boolean }): Promise<LighthouseSummary>
