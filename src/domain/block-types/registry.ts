import type { BlockRenderer, BlockType } from './block-type.js'
import { genericRenderer } from './generic.js'
import { listType } from './list.js'
import { personaType } from './persona.js'
import { textType } from './text.js'

/** Every known block type. Any other type is accepted with any JSON object as its value. */
const KNOWN_TYPES: readonly BlockType[] = [personaType, textType, listType]

const byName = new Map(KNOWN_TYPES.map((blockType) => [blockType.type, blockType]))

/** The known type of that name, or undefined for a free-form type. */
export function knownBlockType(type: string): BlockType | undefined {
  return byName.get(type)
}

export function knownBlockTypes(): readonly BlockType[] {
  return KNOWN_TYPES
}

/** How blocks of that type render: the known type's own renderer, else the generic one. */
export function blockRenderer(type: string): BlockRenderer {
  return byName.get(type) ?? genericRenderer
}
