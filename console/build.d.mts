export const DEFAULT_OUTDIR: string
export function isStale(outdir?: string): boolean
export interface BuiltConsole {
  outdir: string
  /** Paths relative to outdir of what index.html loads. */
  script: string
  style: string
  chunks: string[]
}
export function buildConsole(outdir?: string): Promise<BuiltConsole>
