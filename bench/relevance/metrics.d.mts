export type Grades = Record<string, number>
export interface QuestionScore {
  ndcg: number
  recall: number
  zeroHit: boolean
  firstRelevantRank: number | null
}
export interface Aggregate {
  questions: number
  ndcg: number
  recall: number
  zeroHitShare: number
}
export const CUTOFF: number
export function dcg(grades: number[], k?: number): number
export function ndcgAt(ranking: string[], relevant: Grades, k?: number): number
export function recallAt(ranking: string[], relevant: Grades, k?: number): number
export function firstRelevantRank(ranking: string[], relevant: Grades): number | null
export function scoreQuestion(ranking: string[], relevant: Grades, k?: number): QuestionScore
export function aggregate(scores: QuestionScore[]): Aggregate
export interface PairedDifference {
  questions: number
  /** Mean of A − B. */
  difference: number
  /** 95% paired-bootstrap interval of the mean difference. */
  low: number
  high: number
  wins: number
  ties: number
  losses: number
}
export const RESAMPLES: number
export function pairedDifference(
  a: number[],
  b: number[],
  options?: { resamples?: number; seed?: number },
): PairedDifference
