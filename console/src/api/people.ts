import { ApiError, api, envelope, type Schemas, unwrap } from './client.js'

/** How people may sign in here (`GET /api/v1/auth/methods`). */
export type SignInMethods = Schemas['AuthMethods']

const PASSWORD_ONLY: SignInMethods = { password: true, sso: null }

/**
 * The sign-in methods. A server that cannot answer now offers email and password only, since
 * the password form works without it.
 */
export async function signInMethods(): Promise<SignInMethods> {
  try {
    return await unwrap(api.GET('/api/v1/auth/methods'))
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
