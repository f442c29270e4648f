export const BUDGETS: { initialJs: number; css: number; html: number; preloadedFonts: number }

export interface Measured {
  initialJs: number
  css: number
  html: number
  preloadedFonts: number
  files: { scripts: string[]; styles: string[]; fonts: string[] }
}

export function measureBudgets(dist: string): Promise<Measured>

export function budgetRows(
  measured: Measured,
): { name: string; measured: number; limit: number; ok: boolean }[]
