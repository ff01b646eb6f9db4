import { useState } from 'preact/hooks'
import { api, unwrap } from '../api/client.js'
import { useAccount } from '../components/account.js'
import { PageTitle } from '../components/page-title.js'
import { LoadError, Loading } from '../components/status-message.js'
import { messageOf } from '../lib/error-message.js'
import { useLoad } from '../lib/use-load.js'

type Access = 'read' | 'write'

/**
 * Consent (docs/oauth.md): an AI app asks to use pctx as the signed-in person. The person ticks
 * the projects it may use, each read or write (never above their own role: the server checks
 * too), and answers Allow or Deny. Everything the app chose to call itself is shown as text.
 */
export function Authorize({ query }: { query: string }) {
  const { who } = useAccount()
  const request = Object.fromEntries(new URLSearchParams(query))
  const consent = useLoad(
    () => unwrap(api.GET('/api/v1/oauth/consent', { params: { query: request } })),
    [query],
  )
  const [chosen, setChosen] = useState<Record<string, Access | undefined>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (who.kind !== 'person') {
    return (
      <>
        <PageTitle title="Connect an app" />
        <p class="notice">
          An app acts for a person: sign out of the API key and sign in with your email and password.
        </p>
      </>
    )
  }

  const answer = async (allow: boolean) => {
    setBusy(true)
    setProblem(null)
    try {
      const projects = Object.entries(chosen).flatMap(([id, access]) => (access ? [{ id, access }] : []))
      const { redirectTo } = await unwrap(
        api.POST('/api/v1/oauth/consent', { body: { request, allow, projects } }),
      )
      window.location.assign(redirectTo)
    } catch (error) {
      setProblem(messageOf(error))
      setBusy(false)
    }
  }

  const data = consent.data
  const anyChosen = Object.values(chosen).some(Boolean)
  return (
    <>
      <PageTitle title="Connect an app" />
      {consent.error && <LoadError error={consent.error} retry={consent.reload} />}
      {!data && !consent.error && <Loading what="the app's request" />}
      {data && (
        <form
          class="consent"
          onSubmit={(event) => {
            event.preventDefault()
            void answer(true)
          }}
        >
          <p>
            The app <strong data-testid="app-name">{data.app.name}</strong> asks to use pctx as{' '}
            {who.me.user.email}. After your answer your browser goes to{' '}
            <strong data-testid="redirect-host">{data.app.redirectHost}</strong>.
          </p>
          <p>
            It asks to {data.maxAccess === 'write' ? 'read and change' : 'read'} the projects you choose. It
            never does more than your own role allows, and you can revoke it at any time under Connected apps.
          </p>
          {data.projects.length === 0 && <p class="notice">You have no project to share.</p>}
          <fieldset>
            <legend>Projects the app may use</legend>
            {data.projects.map((project) => {
              const access = chosen[project.id]
              const mayWrite = data.maxAccess === 'write' && project.role !== 'viewer'
              return (
                <div class="consent-project" key={project.id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={access !== undefined}
                      onChange={(event) =>
                        setChosen({
                          ...chosen,
                          [project.id]: event.currentTarget.checked ? 'read' : undefined,
                        })
                      }
                    />{' '}
                    {project.name}
                  </label>{' '}
                  <select
                    aria-label={`Access to ${project.name}`}
                    disabled={access === undefined}
                    value={access ?? 'read'}
                    onChange={(event) =>
                      setChosen({ ...chosen, [project.id]: event.currentTarget.value as Access })
                    }
                  >
                    <option value="read">read</option>
                    {mayWrite && <option value="write">write</option>}
                  </select>
                </div>
              )
            })}
          </fieldset>
          {problem && (
            <p class="notice notice-error" role="alert">
              {problem}
            </p>
          )}
          <div class="actions">
            <button type="submit" disabled={busy || !anyChosen}>
              Allow
            </button>
            <button type="button" class="button-secondary" disabled={busy} onClick={() => void answer(false)}>
              Deny
            </button>
          </div>
        </form>
      )}
    </>
  )
}
