import { useEffect, useRef, useState } from 'preact/hooks'
import { ssoErrorMessage } from '../../../src/domain/people/sso-errors.js'
import { ApiError, api, envelope, keyMe } from '../api/client.js'
import { type SignInMethods, signInMethods, signInWithPassword } from '../api/people.js'
import { PageTitle } from '../components/page-title.js'
import { messageOf } from '../lib/error-message.js'

/** What single sign-on refused, when it sent the browser back here with `?sso_error=…`. */
function ssoError(): string | null {
  return new URLSearchParams(window.location.search).get('sso_error')
}

/**
 * People sign in with email and password: the server sets an HttpOnly session cookie, so the
 * console learns who signed in from GET /api/v1/me afterwards.
 */
function PasswordForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: Event) => {
    event.preventDefault()
    if (email.trim() === '' || password === '') {
      setProblem('Enter your email and your password.')
      return
    }
    setBusy(true)
    setProblem(null)
    try {
      await signInWithPassword(email.trim(), password)
      onSignedIn()
    } catch (error) {
      // The API's words: the same for an unknown email and a wrong password; 429 says how long.
      setProblem(messageOf(error))
    } finally {
      setBusy(false)
    }
  }

  const described = (hint: string) => (problem ? `${hint} sign-in-error` : hint)
  return (
    <form onSubmit={submit} noValidate>
      <div class="field">
        <label for="email">Email</label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          spellcheck={false}
          value={email}
          onInput={(event) => setEmail(event.currentTarget.value)}
          aria-describedby={problem ? 'sign-in-error' : undefined}
          aria-invalid={problem ? true : undefined}
        />
      </div>
      <div class="field">
        <label for="password">Password</label>
        <p class="hint" id="password-hint">
          Set it with the one-time link you were sent. Forgot it? Ask an instance admin for a new link.
        </p>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onInput={(event) => setPassword(event.currentTarget.value)}
          aria-describedby={described('password-hint')}
          aria-invalid={problem ? true : undefined}
        />
      </div>
      {problem && (
        <p class="field-error" id="sign-in-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" disabled={busy}>
        Sign in
      </button>
    </form>
  )
}

/**
 * Sign in by pasting an API key. The key is checked with GET /api/v1/me before it is kept: for
 * this tab only, unless "Remember on this device" is ticked.
 */
function KeyForm({ onSignedIn }: { onSignedIn: (key: string, remember: boolean) => void }) {
  const [key, setKey] = useState('')
  const [remember, setRemember] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: Event) => {
    event.preventDefault()
    const trimmed = key.trim()
    if (trimmed === '') {
      setProblem(
        'Paste an API key first: pctx prints one when it starts, or make one with `pctx key create`.',
      )
      return
    }
    setBusy(true)
    setProblem(null)
    try {
      const { data } = await envelope(api.GET('/api/v1/me', { headers: { 'X-API-Key': trimmed } }))
      keyMe(data)
      onSignedIn(trimmed, remember)
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.status === 401
          ? `${error.message}. Check that you pasted the whole key, starting with pctx_.`
          : messageOf(error),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <div class="field">
        <label for="api-key">API key</label>
        <p class="hint" id="api-key-hint">
          Paste the key pctx printed when it started (it begins with <code>pctx_</code>).
        </p>
        <input
          id="api-key"
          name="api-key"
          type="password"
          autoComplete="off"
          spellcheck={false}
          value={key}
          onInput={(event) => setKey(event.currentTarget.value)}
          aria-describedby={problem ? 'api-key-hint api-key-error' : 'api-key-hint'}
          aria-invalid={problem ? true : undefined}
        />
        {problem && (
          <p class="field-error" id="api-key-error" role="alert">
            {problem}
          </p>
        )}
      </div>
      <div class="field field-check">
        <input
          id="remember"
          type="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.currentTarget.checked)}
          aria-describedby="remember-hint"
        />
        <label for="remember">Remember on this device</label>
        <p class="hint" id="remember-hint">
          Otherwise the key is forgotten when this tab closes. Do not tick this on a shared computer.
        </p>
      </div>
      <button type="submit" disabled={busy}>
        Sign in
      </button>
    </form>
  )
}

/**
 * The sign-in page: email and password, single sign-on when the server offers it, or an API key
 * ("Use an API key instead"), as before people had accounts.
 */
export function SignIn({
  notice,
  onSignedIn,
}: {
  notice: string | null
  /** A key and whether to remember it, or null: signed in as a person (the session cookie). */
  onSignedIn: (key: string | null, remember: boolean) => void
}) {
  const [withKey, setWithKey] = useState(false)
  const [methods, setMethods] = useState<SignInMethods | null>(null)
  const switched = useRef(false)
  const ssoProblem = ssoError()

  useEffect(() => {
    let current = true
    void signInMethods().then((found) => current && setMethods(found))
    return () => {
      current = false
    }
  }, [])
  useEffect(() => {
    // After switching forms, the keyboard goes on in the form just shown.
    if (switched.current) document.getElementById(withKey ? 'api-key' : 'email')?.focus()
  }, [withKey])
  const toggle = () => {
    switched.current = true
    setWithKey((value) => !value)
  }

  return (
    <>
      <a class="skip-link" href="#main">
        Skip to content
      </a>
      <main id="main" class="sign-in" tabIndex={-1}>
        <PageTitle title="Sign in">Sign in to the pctx console</PageTitle>
        {notice && (
          <p class="notice" role="status">
            {notice}
          </p>
        )}
        {ssoProblem && (
          <p class="notice notice-error" role="alert">
            Single sign-on did not sign you in: {ssoErrorMessage(ssoProblem)}
          </p>
        )}
        {withKey ? (
          <KeyForm onSignedIn={onSignedIn} />
        ) : (
          <>
            <PasswordForm onSignedIn={() => onSignedIn(null, false)} />
            {methods?.sso && (
              <p class="sign-in-sso">
                <a class="button button-secondary" href={methods.sso.startUrl}>
                  Sign in with {methods.sso.name}
                </a>
              </p>
            )}
          </>
        )}
        <p class="sign-in-switch">
          <button type="button" class="button-link" onClick={toggle}>
            {withKey ? 'Use email and password instead' : 'Use an API key instead'}
          </button>
        </p>
      </main>
    </>
  )
}
