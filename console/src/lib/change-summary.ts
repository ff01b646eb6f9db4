/**
 * How history reads to people: the blocks a revision changed by name, and who made it by their
 * name (docs/console.md, "Restore and delete ask first; history names blocks and people").
 */

/** What a summary needs of a revision or a restore's answer (`names` by key, from the API). */
export interface NamedChanges {
  created: string[]
  updated: string[]
  deleted: string[]
  names: Record<string, string>
}

/** Names listed per kind of change before "and N more": a restore can touch hundreds. */
const SHOWN = 3

/** A block's name, or its key when no name is recorded (a deleted block's pruned past). */
export function nameOf(changes: Pick<NamedChanges, 'names'>, key: string): string {
  return changes.names[key] ?? key
}

function listed(names: string[]): string {
  const shown = names.slice(0, SHOWN)
  const more = names.length - shown.length
  const text =
    shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}` : (shown[0] ?? '')
  return more > 0 ? `${shown.join(', ')} and ${more} more` : text
}

/** "Updated Voice and tone; created Agency owner; deleted Old tagline", or null when nothing changed. */
export function changeSummary(changes: NamedChanges): string | null {
  const parts = (
    [
      ['updated', changes.updated],
      ['created', changes.created],
      ['deleted', changes.deleted],
    ] as const
  )
    .filter(([, keys]) => keys.length > 0)
    .map(([verb, keys]) => `${verb} ${listed(keys.map((key) => nameOf(changes, key)))}`)
  if (parts.length === 0) return null
  const text = parts.join('; ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** What the label needs of a revision's author (the API's `Author`). */
export interface AuthorLike {
  kind: 'user' | 'key' | 'app'
  name: string
  user?: { name: string }
}

/**
 * The person first: a person by name; an app or a personal key as the person who granted or
 * owns it, the app or key after ("Ana Lima (key laptop)"); a key nobody owns as "key <name>", as
 * the CLI says it. No author: pctx itself (the admin CLI, the demo seed, history-start).
 */
export function personLabel(author: AuthorLike | null | undefined): string {
  if (!author) return 'pctx itself'
  if (author.kind === 'user') return author.name
  const what = `${author.kind} ${author.name}`
  return author.user ? `${author.user.name} (${what})` : what
}
