/**
 * Why a single sign-on was refused, by the code the console receives (`?sso_error=<code>`):
 * the same words on the server and in the console, which imports this file (so it imports
 * nothing). docs/people.md lists them. None says whether an account exists beyond what the
 * person proved at the provider.
 */
export const SSO_ERRORS = {
  state: 'The sign-in expired, was already used, or was started in another browser. Start again.',
  denied: 'The sign-in provider did not sign you in (cancelled, or this app is not assigned to you).',
  failed:
    "The sign-in provider's answer failed a security check. Start again; if it goes on, tell an instance admin.",
  provider_unavailable:
    'The sign-in provider could not be reached. Try again later, or sign in with a password.',
  email_unverified: 'The sign-in provider did not give a verified email address for you.',
  domain_not_allowed: "Your email's domain may not sign in here. Ask an instance admin to add you.",
  user_disabled: 'Your account is disabled. Ask an instance admin.',
} as const

export type SsoErrorCode = keyof typeof SSO_ERRORS

/**
 * The message of a code from a URL: only the known codes have one, so a crafted link cannot
 * put words of its own on the sign-in page.
 */
export function ssoErrorMessage(code: string): string {
  return Object.hasOwn(SSO_ERRORS, code)
    ? SSO_ERRORS[code as SsoErrorCode]
    : 'The sign-in did not complete. Start again, or sign in with a password.'
}
