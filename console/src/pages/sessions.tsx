import { useState } from 'preact/hooks'
import { api, unwrap } from '../api/client.js'
import { useAccount } from '../components/account.js'
import { PageTitle } from '../components/page-title.js'
import { LoadError, Loading } from '../components/status-message.js'
import { messageOf } from '../lib/error-message.js'
import { useLoad } from '../lib/use-load.js'

function when(iso: string) {
  return <time dateTime={iso}>{new Date(iso).toLocaleString()}</time>
}

/** Your sessions: every browser or device signed in as you, and signing them out. */
export function Sessions({ onSignOutEverywhere }: { onSignOutEverywhere: () => void }) {
  const { who, announce } = useAccount()
  const sessions = useLoad(() => unwrap(api.GET('/api/v1/auth/sessions')), [])
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (who.kind !== 'person') {
    return (
      <>
        <PageTitle title="Your sessions" />
        <p class="notice">This console is signed in with an API key, which has no sessions.</p>
      </>
    )
  }

  const end = async (ids: string[], done: string) => {
    setBusy(true)
    setProblem(null)
    try {
      for (const sessionId of ids) {
        await unwrap(api.DELETE('/api/v1/auth/sessions/{sessionId}', { params: { path: { sessionId } } }))
      }
      announce(done)
    } catch (error) {
      setProblem(messageOf(error))
    } finally {
      setBusy(false)
      sessions.reload()
    }
  }

  const others = sessions.data?.filter((s) => !s.current) ?? []
  // While the list is read again after a sign-out, it may name a session already ended: acting on
  // it would sign out sessions that are gone and miscount them.
  const stale = busy || sessions.loading
  return (
    <>
      <PageTitle title="Your sessions" />
      <p>
        Every browser or device where you are signed in as {who.me.user.email}. A session ends 7 days after
        its last use, and 30 days after signing in at the latest.
      </p>
      {problem && (
        <p class="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      {sessions.error && <LoadError error={sessions.error} retry={sessions.reload} />}
      {!sessions.data && !sessions.error && <Loading what="your sessions" />}
      {sessions.data && (
        <div class="table-scroll">
          <table class="data">
            <caption class="visually-hidden">Your sessions, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Signed in</th>
                <th scope="col">Last used</th>
                <th scope="col">Ends</th>
                <th scope="col">
                  <span class="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.data.map((session) => (
                <tr key={session.id}>
                  <th scope="row">{when(session.createdAt)}</th>
                  <td>{when(session.lastSeenAt)}</td>
                  <td>{when(session.expiresAt)}</td>
                  <td>
                    {session.current ? (
                      <strong>This browser</strong>
                    ) : (
                      <button
                        type="button"
                        class="button-secondary button-small"
                        disabled={stale}
                        aria-label={`Sign out the session signed in ${new Date(session.createdAt).toLocaleString()}`}
                        onClick={() => end([session.id], 'Signed out that session')}
                      >
                        Sign out
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div class="actions">
        {others.length > 0 && (
          <button
            type="button"
            class="button-secondary"
            disabled={stale}
            onClick={() =>
              end(
                others.map((s) => s.id),
                `Signed out ${others.length} other ${others.length === 1 ? 'session' : 'sessions'}`,
              )
            }
          >
            Sign out everywhere else
          </button>
        )}
        <button type="button" class="button-secondary" disabled={stale} onClick={onSignOutEverywhere}>
          Sign out everywhere, here too
        </button>
      </div>
    </>
  )
}
