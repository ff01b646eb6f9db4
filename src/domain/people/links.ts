/**
 * The one-time link a new user (or `pctx user link`) gets: the console's "choose a password"
 * page, with the token in the fragment so it never reaches a server log or a Referer header.
 */
export function setPasswordLink(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/console/set-password#token=${token}`
}
