export const VOCABULARY: string[]
export const BANDS: Record<'common' | 'middling' | 'rare', { from: number; to: number }>
export interface SearchQuestion {
  text: string
  words: { word: string; band: 'common' | 'middling' | 'rare' }[]
  typo: { from: string; to: string } | null
}
export function searchQuestions(options?: { count?: number; seed?: number }): SearchQuestion[]
