import { type AuthoringKey, appAuthor, keyAuthor, userAuthor } from '../domain/author.js'
import type { Author } from '../domain/history.js'

/** What a request was made as, as far as authorship goes (a FastifyRequest is one: auth.ts sets both). */
export interface AuthorSource {
  /** The key that authenticated it; `owner` names the person of a personal key. */
  apiKey: AuthoringKey | null
  /** The person signed in with a session cookie. */
  person: { user: { id: string; name: string } } | null
  /** The AI app of an OAuth token, with the person who granted it. */
  app?: { grant: { clientId: string; clientName: string }; user: { id: string; name: string } } | null
}

/**
 * Who a request's change is by, in one place for every route that records a revision: its key
 * (with the key's owner, when a person owns it), else the signed-in person. Neither (no route
 * that writes allows that) has no author, like the admin CLI.
 */
export function authorOf(request: AuthorSource): Author | null {
  if (request.app) return appAuthor(request.app.grant, request.app.user)
  if (request.apiKey) return keyAuthor(request.apiKey)
  if (request.person) return userAuthor(request.person.user)
  return null
}
