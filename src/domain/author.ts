import type { Author } from './history.js'

/**
 * Attribution (docs/history.md, "Who made it"): the author a change records, from the key or
 * the person that made it (author-label.ts: how people read it).
 */

/** A key as an author: the person owning it (a personal key) is named with it. */
export interface AuthoringKey {
  id: string
  name: string
  owner?: { id: string; name: string } | null
}

export function keyAuthor(key: AuthoringKey): Author {
  const owner = key.owner
  return {
    kind: 'key',
    id: key.id,
    name: key.name,
    ...(owner && { user: { id: owner.id, name: owner.name } }),
  }
}

/** An AI app connected by OAuth: the app (its client id and name), and the person who granted it. */
export function appAuthor(
  client: { clientId: string; clientName: string },
  user: { id: string; name: string },
): Author {
  return { kind: 'app', id: client.clientId, name: client.clientName, user: { id: user.id, name: user.name } }
}

export function userAuthor(user: { id: string; name: string }): Author {
  return { kind: 'user', id: user.id, name: user.name }
}

/** The author's fields of a revision record: `keyId`/`keyName` stay, set only for a key's change. */
export function authorFields(author: Author | null): {
  author: Author | null
  keyId: string | null
  keyName: string | null
} {
  const key = author?.kind === 'key' ? author : null
  return { author, keyId: key?.id ?? null, keyName: key?.name ?? null }
}
