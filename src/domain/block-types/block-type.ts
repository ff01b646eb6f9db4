import type { RootContent } from 'mdast'
import type { Problem } from '../errors.js'
import type { JsonObject } from '../model.js'

/** Where a block's body lands in a markdown document. */
export interface BlockRenderContext {
  /** Depth of the block's own heading (2 or 3): headings inside its content go below it. */
  headingDepth: number
  /** Unique among the blocks of one document (the block key): keeps ids inside content apart. */
  idPrefix: string
}

/**
 * How a block's value shows in the public outputs. Known types render beside their schema;
 * every other type uses the generic renderer (`generic.ts`). Renderers are pure: same value,
 * same output. They never throw on odd values (a stored value may predate a rule).
 */
export interface BlockRenderer {
  /**
   * The block's body as markdown nodes, placed under its heading. User text goes into text
   * nodes, never into raw markdown, so the serialiser escapes it for where it lands.
   */
  renderMarkdown(value: JsonObject, context: BlockRenderContext): RootContent[]
  /** The block's whole content on one line of markdown (an llms.txt entry's description). */
  renderLine(value: JsonObject): string
}

/**
 * What pctx knows about one block type. Each known type lives in its own module and is
 * registered in `registry.ts`, so adding a type is one file plus one line.
 */
export interface BlockType extends BlockRenderer {
  readonly type: string
  /** One line for docs and error messages, e.g. `{name, description, goals, pain_points}`. */
  readonly shape: string
  /** Problems with the value's shape (unknown fields, wrong types); paths are relative to `value`. */
  validate(value: JsonObject): Problem[]
  /** Problems that keep a block of this type from being `complete` (required fields left empty). */
  incomplete(value: JsonObject): Problem[]
}

/** Problems for fields of `value` that are not in `known`. */
export function unknownFields(value: JsonObject, known: readonly string[], shape: string): Problem[] {
  return Object.keys(value)
    .filter((field) => !known.includes(field))
    .map((field) => ({ path: field, message: `unknown field "${field}"; this type's value is ${shape}` }))
}

/** True when a required field counts as empty: missing, or a blank string. */
export function isBlankString(value: unknown): boolean {
  return value === undefined || (typeof value === 'string' && value.trim().length === 0)
}
