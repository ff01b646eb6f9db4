import { ApiError, api, envelope } from './client.js'

/** How people may sign in here (`GET /api/v1/auth/methods`). */
export interface SignInMethods {
  password: boolean
  /** Single sign-on, when the server is configured for it: the button's name and where it starts. */
  sso: { name: string; startUrl: string } | null
}

const PASSWORD_ONLY: SignInMethods = { password: true, sso: null }

/**
 * The sign-in methods. A server without `GET /auth/methods` (404: no single sign-on built or
 * configured there) offers email and password only; so does one that cannot answer now, since
 * the password form works without it.
 */
export async function signInMethods(): Promise<SignInMethods> {
  try {
    // Not in the generated types while the SSO routes are elsewhere: read as plain JSON.
    const response = await fetch('/api/v1/auth/methods', { credentials: 'same-origin', cache: 'no-cache' })
    if (!response.ok) return PASSWORD_ONLY
    const body = (await response.json()) as { data?: Partial<SignInMethods> | null }
    const sso = body.data?.sso
    return {
      password: body.data?.password !== false,
      sso:
        sso && typeof sso.name === 'string' && typeof sso.startUrl === 'string'
          ? { name: sso.name, startUrl: sso.startUrl }
          : null,
    }
  } catch {
    return PASSWORD_ONLY
  }
}

/** Signs in with email and password: the answer sets the HttpOnly session cookie. */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  await envelope(api.POST('/api/v1/auth/sign-in', { body: { email, password } }))
}

/** Chooses a password with a one-time link's token; the answer signs the person in (cookie). */
export async function setPasswordWithToken(token: string, password: string): Promise<void> {
  await envelope(api.POST('/api/v1/auth/password', { body: { token, password } }))
}

/**
 * Ends this session (or, `everywhere`, every session of the person) and clears the cookie. A
 * session that had already ended is signed out all the same.
 */
export async function signOutPerson(everywhere = false): Promise<void> {
  try {
    await envelope(api.POST('/api/v1/auth/sign-out', { body: everywhere ? { everywhere: true } : {} }))
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error
  }
}

/** Whether the session cookie still signs this browser in (without the app's 401 handling). */
export async function sessionAlive(): Promise<boolean> {
  const { response } = await api.GET('/api/v1/me')
  return response.status !== 401
}
