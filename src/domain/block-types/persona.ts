import {
  escapeInline,
  foldLine,
  labelledParagraphs,
  plainParagraphs,
  scalarText,
} from '../render/markdown-text.js'
import type { BlockType } from './block-type.js'
import { isBlankString, unknownFields } from './block-type.js'

const FIELDS = ['name', 'description', 'goals', 'pain_points'] as const
const SHAPE = '{name, description, goals, pain_points}, all strings'

/** A user persona: who they are, what they want, what hurts. */
export const personaType: BlockType = {
  type: 'persona',
  shape: SHAPE,
  validate(value) {
    const problems = unknownFields(value, FIELDS, SHAPE)
    for (const field of FIELDS) {
      const fieldValue = value[field]
      if (fieldValue !== undefined && typeof fieldValue !== 'string') {
        problems.push({ path: field, message: `must be a string (persona value is ${SHAPE})` })
      }
    }
    return problems
  },
  incomplete(value) {
    return FIELDS.filter((field) => isBlankString(value[field])).map((field) => ({
      path: field,
      message: 'must not be empty when status is "complete"',
    }))
  },
  /** The description, then **Goals** and **Pain points** as labelled paragraphs, as every markdown output shows a persona. */
  renderMarkdown(value) {
    return [
      ...plainParagraphs(scalarText(value.description)),
      ...labelledParagraphs('Goals', scalarText(value.goals)),
      ...labelledParagraphs('Pain points', scalarText(value.pain_points)),
    ]
  },
  /** `Persona. {description} Goals: {goals} Pain points: {pain_points}`, blank parts left out. */
  renderLine(value) {
    const parts = ['Persona.']
    const description = foldLine(scalarText(value.description))
    const goals = foldLine(scalarText(value.goals))
    const painPoints = foldLine(scalarText(value.pain_points))
    if (description) parts.push(description)
    if (goals) parts.push(`Goals: ${goals}`)
    if (painPoints) parts.push(`Pain points: ${painPoints}`)
    return escapeInline(parts.join(' '))
  },
}
