import { useState } from 'preact/hooks'
import { ApiError } from '../api/client.js'
import { setPasswordWithToken } from '../api/people.js'
import { PageTitle } from '../components/page-title.js'
import { messageOf } from '../lib/error-message.js'

/** The server's rule (POST /api/v1/auth/password): said before anything is sent. */
export const MIN_PASSWORD_LENGTH = 12

/** The one-time link's token: `#token=…` (as pctx prints it, kept out of logs) or `?token=…`. */
function tokenOfLocation(): string | null {
  const fromHash = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token')
  return fromHash || new URLSearchParams(window.location.search).get('token') || null
}

const NEW_LINK =
  'Ask an instance admin for a new link; whoever runs pctx can make one with `pctx user link <your email>`.'

/**
 * "Choose a password": the page a one-time link opens (`/console/set-password#token=…`). The
 * password is set with the link's token, which signs the person in; the link then works no more.
 */
export function SetPassword({ onDone }: { onDone: () => void }) {
  // Read once: the token leaves the address bar as soon as the password is set.
  const [token] = useState(tokenOfLocation)
  const [password, setPassword] = useState('')
  const [again, setAgain] = useState('')
  const [problems, setProblems] = useState<{ password?: string; again?: string; form?: string }>({})
  const [busy, setBusy] = useState(false)

  const submit = async (event: Event) => {
    event.preventDefault()
    if (!token) return
    const found: typeof problems = {}
    if (password.length < MIN_PASSWORD_LENGTH)
      found.password = `Use at least ${MIN_PASSWORD_LENGTH} characters (this one has ${password.length}).`
    else if (again !== password) found.again = 'The two passwords differ: type the same password twice.'
    setProblems(found)
    if (found.password || found.again) {
      document.getElementById(found.password ? 'new-password' : 'new-password-again')?.focus()
      return
    }
    setBusy(true)
    try {
      await setPasswordWithToken(token, password)
      onDone()
    } catch (error) {
      const message = messageOf(error)
      const spent = error instanceof ApiError && /expired or was already used/.test(message)
      if (!spent && error instanceof ApiError && error.details.some((d) => d.path === 'password')) {
        setProblems({ password: message })
      } else {
        setProblems({
          form: spent ? `This link has expired or was already used. ${NEW_LINK}` : message,
        })
      }
    } finally {
      setBusy(false)
    }
  }

  const describedBy = (hint: string, problem: string | undefined, id: string) =>
    problem ? `${hint} ${id}` : hint

  return (
    <>
      <a class="skip-link" href="#main">
        Skip to content
      </a>
      <main id="main" class="sign-in" tabIndex={-1}>
        <PageTitle title="Choose a password" />
        {!token ? (
          <p class="notice notice-error" role="alert">
            This page needs the whole one-time link (it ends with <code>#token=…</code>). Open the link again,
            copied in full. {NEW_LINK}
          </p>
        ) : (
          <>
            <p>
              Choose the password you will sign in with. This link works once, within 24 hours of being made.
            </p>
            {problems.form && (
              <p class="notice notice-error" role="alert">
                {problems.form}
              </p>
            )}
            <form onSubmit={submit} noValidate>
              <div class="field">
                <label for="new-password">New password</label>
                <p class="hint" id="new-password-hint">
                  At least {MIN_PASSWORD_LENGTH} characters. A few unrelated words make a good one.
                </p>
                <input
                  id="new-password"
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onInput={(event) => setPassword(event.currentTarget.value)}
                  aria-describedby={describedBy('new-password-hint', problems.password, 'new-password-error')}
                  aria-invalid={problems.password ? true : undefined}
                />
                {problems.password && (
                  <p class="field-error" id="new-password-error" role="alert">
                    {problems.password}
                  </p>
                )}
              </div>
              <div class="field">
                <label for="new-password-again">New password again</label>
                <p class="hint" id="new-password-again-hint">
                  Type it once more, to be sure of it.
                </p>
                <input
                  id="new-password-again"
                  type="password"
                  autoComplete="new-password"
                  value={again}
                  onInput={(event) => setAgain(event.currentTarget.value)}
                  aria-describedby={describedBy(
                    'new-password-again-hint',
                    problems.again,
                    'new-password-again-error',
                  )}
                  aria-invalid={problems.again ? true : undefined}
                />
                {problems.again && (
                  <p class="field-error" id="new-password-again-error" role="alert">
                    {problems.again}
                  </p>
                )}
              </div>
              <button type="submit" disabled={busy}>
                Set password and sign in
              </button>
            </form>
          </>
        )}
      </main>
    </>
  )
}
