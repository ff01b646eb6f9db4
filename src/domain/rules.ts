/**
 * Identifier formats (project ids, block keys, sections, types), in one place so the HTTP schemas, the CLI and the
 * sync validation all apply the same rules.
 */
export const PROJECT_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$'
export const SECTION_PATTERN = '^[a-z][a-z0-9_-]{0,63}$'
export const BLOCK_KEY_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$'
export const BLOCK_TYPE_PATTERN = '^[a-z][a-z0-9_-]{0,63}$'

export const PROJECT_ID_RE = new RegExp(PROJECT_ID_PATTERN)
export const SECTION_RE = new RegExp(SECTION_PATTERN)
export const BLOCK_KEY_RE = new RegExp(BLOCK_KEY_PATTERN)
export const BLOCK_TYPE_RE = new RegExp(BLOCK_TYPE_PATTERN)

/** Keys that would shadow a route under /blocks/. */
export const RESERVED_BLOCK_KEYS: ReadonlySet<string> = new Set(['search'])

export const BLOCK_STATUSES = ['empty', 'draft', 'complete'] as const
export type BlockStatus = (typeof BLOCK_STATUSES)[number]

export const NAME_MAX = 200
export const DESCRIPTION_MAX = 2000
/** Longest message a change may carry (sync, delete, restore). */
export const MESSAGE_MAX = 500
export const VALUE_MAX_BYTES = 64 * 1024
export const VALUE_MAX_DEPTH = 8

export const PROJECT_ID_RULE = '1–64 letters, digits, "_" or "-", starting with a letter or digit'
export const SECTION_RULE = '1–64 lowercase letters, digits, "_" or "-", starting with a letter'
export const BLOCK_KEY_RULE = '1–128 letters, digits, ".", "_" or "-", starting with a letter or digit'
export const BLOCK_TYPE_RULE = '1–64 lowercase letters, digits, "_" or "-", starting with a letter'

export function isBlockStatus(value: unknown): value is BlockStatus {
  return typeof value === 'string' && (BLOCK_STATUSES as readonly string[]).includes(value)
}
