import { useState } from 'preact/hooks'
import { api, unwrap } from '../api/client.js'
import { useAccount } from '../components/account.js'
import { PageTitle } from '../components/page-title.js'
import { LoadError, Loading } from '../components/status-message.js'
import { messageOf } from '../lib/error-message.js'
import { useLoad } from '../lib/use-load.js'

function when(iso: string | null) {
  return iso === null ? 'never' : <time dateTime={iso}>{new Date(iso).toLocaleString()}</time>
}

/** Connected apps (docs/oauth.md): what the person granted AI apps, and revoking it. */
export function ConnectedApps() {
  const { who, announce } = useAccount()
  const grants = useLoad(() => unwrap(api.GET('/api/v1/oauth/grants')), [])
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (who.kind !== 'person') {
    return (
      <>
        <PageTitle title="Connected apps" />
        <p class="notice">This console is signed in with an API key: apps are connected by people.</p>
      </>
    )
  }

  const revoke = async (grantId: string, name: string) => {
    setBusy(true)
    setProblem(null)
    try {
      await unwrap(api.DELETE('/api/v1/oauth/grants/{grantId}', { params: { path: { grantId } } }))
      announce(`Revoked ${name}`)
    } catch (error) {
      setProblem(messageOf(error))
    } finally {
      setBusy(false)
      grants.reload()
    }
  }

  return (
    <>
      <PageTitle title="Connected apps" />
      <p>
        AI apps you allowed to use pctx as you. Revoking one stops its access at once; it can ask you again.
      </p>
      {problem && (
        <p class="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      {grants.error && <LoadError error={grants.error} retry={grants.reload} />}
      {!grants.data && !grants.error && <Loading what="your connected apps" />}
      {grants.data && grants.data.length === 0 && <p>No app is connected.</p>}
      {grants.data && grants.data.length > 0 && (
        <div class="table-scroll">
          <table class="data">
            <caption class="visually-hidden">Your connected apps, newest first</caption>
            <thead>
              <tr>
                <th scope="col">App</th>
                <th scope="col">Projects</th>
                <th scope="col">Connected</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span class="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {grants.data.map((grant) => (
                <tr key={grant.id}>
                  <th scope="row">
                    {grant.clientName} <span class="muted">({grant.redirectHost})</span>
                  </th>
                  <td>{grant.projects.map((project) => `${project.id} (${project.access})`).join(', ')}</td>
                  <td>{when(grant.createdAt)}</td>
                  <td>{when(grant.lastUsedAt)}</td>
                  <td>
                    <button
                      type="button"
                      class="button-secondary button-small"
                      disabled={busy}
                      aria-label={`Revoke ${grant.clientName}`}
                      onClick={() => void revoke(grant.id, grant.clientName)}
                    >
                      Revoke
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
