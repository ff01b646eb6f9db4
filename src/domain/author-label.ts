/**
 * How people read a revision's author (docs/history.md, "Who made it"), the same in the CLI and
 * the console: no import, so the console's bundle takes it as it is.
 */

/** What the label needs of an author (`Author` in history.ts). */
export interface AuthorNamed {
  kind: 'user' | 'key' | 'app'
  name: string
  user?: { name: string }
}

/**
 * The author as one line for people: a person by name, a key as `key <name>`, an app as
 * `app <name>`, with the person behind a key or an app in parentheses. Null for no author.
 */
export function authorLabel(author: AuthorNamed | null | undefined): string | null {
  if (!author) return null
  const behind = author.user ? ` (${author.user.name})` : ''
  return author.kind === 'user' ? author.name : `${author.kind} ${author.name}${behind}`
}
