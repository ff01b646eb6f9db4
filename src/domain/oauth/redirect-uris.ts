/**
 * Redirect URIs an app may use (docs/oauth.md): https, or http on a loopback address (RFC 8252
 * §7.3), never with a fragment. Matching is exact, except that a loopback URI matches on any
 * port: native apps pick a free port at each sign-in.
 */

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost'])

/** Why a redirect URI can't be registered, or null when it can. */
export function redirectUriProblem(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `redirect URI "${value.slice(0, 200)}" is not an absolute URL`
  }
  if (url.hash !== '' || value.includes('#')) return `redirect URI ${url.origin} must not have a fragment`
  if (url.username !== '' || url.password !== '')
    return 'a redirect URI must not carry a user name or password'
  if (url.protocol === 'https:') return null
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return null
  return `redirect URI ${url.origin} must use https, or http on a loopback address (127.0.0.1, [::1], localhost)`
}

function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)
}

/** Whether the URI an authorization request names is one the client registered. */
export function redirectUriMatches(registered: readonly string[], requested: string): boolean {
  if (registered.includes(requested)) return true
  let asked: URL
  try {
    asked = new URL(requested)
  } catch {
    return false
  }
  if (!isLoopback(asked) || requested.includes('#')) return false
  return registered.some((value) => {
    const known = new URL(value)
    if (!isLoopback(known)) return false
    known.port = ''
    const other = new URL(asked.href)
    other.port = ''
    return known.href === other.href
  })
}
