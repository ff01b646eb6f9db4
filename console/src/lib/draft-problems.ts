import {
  BLOCK_KEY_RE,
  BLOCK_KEY_RULE,
  BLOCK_TYPE_RE,
  BLOCK_TYPE_RULE,
  NAME_MAX,
  RESERVED_BLOCK_KEYS,
  SECTION_RE,
  SECTION_RULE,
} from '../../../src/domain/rules.js'
import type { Problem } from './problems.js'

/** What the form checks of a block's own fields before saving: the server's rules, one copy. */
export interface DraftFields {
  key: string
  type: string
  section: string
  name: string
}

/**
 * Every problem of the block's own fields the form can see without asking the server, all at
 * once (the value's editors report theirs). Key, type and section are checked for a new block
 * only: an existing block's are not edited here.
 */
export function draftProblems(draft: DraftFields, isNew: boolean): Problem[] {
  const problems: Problem[] = []
  if (isNew) {
    if (draft.key === '') {
      problems.push({ path: 'key', message: `Key is required: ${BLOCK_KEY_RULE}, e.g. persona-admin` })
    } else if (!BLOCK_KEY_RE.test(draft.key)) {
      problems.push({ path: 'key', message: `"${draft.key}" is not a valid key: use ${BLOCK_KEY_RULE}` })
    } else if (RESERVED_BLOCK_KEYS.has(draft.key)) {
      problems.push({
        path: 'key',
        message: `"${draft.key}" is reserved (it would shadow the search route); choose another key`,
      })
    }
    if (draft.type === '') problems.push({ path: 'type', message: 'Type is required' })
    else if (!BLOCK_TYPE_RE.test(draft.type)) {
      problems.push({ path: 'type', message: `must be ${BLOCK_TYPE_RULE}` })
    }
    if (draft.section === '') problems.push({ path: 'section', message: 'Section is required' })
    else if (!SECTION_RE.test(draft.section)) {
      problems.push({ path: 'section', message: `must be ${SECTION_RULE}` })
    }
  }
  if (draft.name.trim() === '') {
    problems.push({
      path: 'name',
      message: 'Block name is required: what people and agents see as its title',
    })
  } else if (draft.name.length > NAME_MAX) {
    problems.push({ path: 'name', message: `must be at most ${NAME_MAX} characters` })
  }
  return problems
}

/**
 * Empty items of a list-like field, each a problem at its own path (`value.goals[1]`), so it is
 * reported beside that item rather than dropped. A lone empty item of a persona field is the
 * field left empty (`allowOneEmpty`), not a problem.
 */
export function emptyItemProblems(
  path: string,
  items: readonly string[],
  noun: string,
  allowOneEmpty: boolean,
): Problem[] {
  if (allowOneEmpty && items.length === 1) return []
  return items.flatMap((item, i) =>
    item.trim() === ''
      ? [{ path: `${path}[${i}]`, message: `This ${noun} is empty: write it or remove it` }]
      : [],
  )
}
