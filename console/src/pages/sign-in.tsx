import { useState } from 'preact/hooks'
import { ApiError, api, envelope, keyMe, type Me } from '../api/client.js'
import { PageTitle } from '../components/page-title.js'

/**
 * Sign in by pasting an API key. The key is checked with GET /api/v1/me before it is kept: for
 * this tab only, unless "Remember on this device" is ticked.
 */
export function SignIn({
  notice,
  onSignedIn,
}: {
  notice: string | null
  onSignedIn: (key: string, me: Me, remember: boolean) => void
}) {
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
      onSignedIn(trimmed, keyMe(data), remember)
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.status === 401
          ? `${error.message}. Check that you pasted the whole key, starting with pctx_.`
          : error instanceof Error
            ? error.message
            : String(error),
      )
    } finally {
      setBusy(false)
    }
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
      </main>
    </>
  )
}
