import type { SchemaCheckResult, SchemaProgress } from './schema-check.js'

/** What a schema thread sends back: progress while it works, then the result or why it failed. */
export type SchemaMessage =
  | { id: number; progress: SchemaProgress }
  | { id: number; ok: true; result: SchemaCheckResult }
  | { id: number; ok: false; error: string }
