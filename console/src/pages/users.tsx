import { useState } from 'preact/hooks'
import { api, envelope, type Schemas, unwrap } from '../api/client.js'
import { useAccount } from '../components/account.js'
import { PageTitle } from '../components/page-title.js'
import { LoadError, Loading } from '../components/status-message.js'
import { useCopy } from '../components/use-copy.js'
import { messageOf } from '../lib/error-message.js'
import { usePages } from '../lib/use-pages.js'

type User = Schemas['User']
type CreatedUser = Schemas['CreatedUser']

const PAGE_SIZE = 50

/** The new user's one-time link: shown once (the server keeps only its hash), with a copy button. */
function InviteLink({ created }: { created: CreatedUser }) {
  const { pre, copy } = useCopy(created.inviteUrl, 'Copied the link')
  return (
    <div class="notice notice-success invite" role="status">
      <p>
        Created <strong>{created.email}</strong>. Send them this one-time link to choose a password: it works
        once, within 24 hours, and is shown only now.
      </p>
      <pre ref={pre} class="invite-link">
        <code>{created.inviteUrl}</code>
      </pre>
      <button type="button" class="button-secondary button-small" onClick={copy}>
        Copy link
      </button>
    </div>
  )
}

function CreateUser({ onCreated }: { onCreated: (created: CreatedUser) => void }) {
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [admin, setAdmin] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: Event) => {
    event.preventDefault()
    setBusy(true)
    setProblem(null)
    try {
      const created = await unwrap(
        api.POST('/api/v1/users', { body: { email: email.trim(), name: name.trim(), admin } }),
      )
      setEmail('')
      setName('')
      setAdmin(false)
      onCreated(created)
    } catch (error) {
      // As the API words it: a taken email, a malformed one, a missing name.
      setProblem(messageOf(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="create-user-title">
      <h2 id="create-user-title">Add a person</h2>
      <div class="field">
        <label for="new-user-email">Email</label>
        <input
          id="new-user-email"
          type="email"
          autoComplete="off"
          spellcheck={false}
          value={email}
          onInput={(event) => setEmail(event.currentTarget.value)}
          aria-describedby={problem ? 'create-user-error' : undefined}
        />
      </div>
      <div class="field">
        <label for="new-user-name">Name</label>
        <p class="hint" id="new-user-name-hint">
          As history and the console show it.
        </p>
        <input
          id="new-user-name"
          type="text"
          autoComplete="off"
          value={name}
          onInput={(event) => setName(event.currentTarget.value)}
          aria-describedby="new-user-name-hint"
        />
      </div>
      <div class="field field-check">
        <input
          id="new-user-admin"
          type="checkbox"
          checked={admin}
          onChange={(event) => setAdmin(event.currentTarget.checked)}
          aria-describedby="new-user-admin-hint"
        />
        <label for="new-user-admin">Instance admin</label>
        <p class="hint" id="new-user-admin-hint">
          Manages users and may use every project.
        </p>
      </div>
      {problem && (
        <p class="field-error" id="create-user-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" disabled={busy}>
        Create user
      </button>
    </form>
  )
}

/** Users (instance admins): who may sign in, a page at a time; add, disable, enable, promote. */
export function Users() {
  const { who, announce } = useAccount()
  const [version, setVersion] = useState(0)
  const [created, setCreated] = useState<CreatedUser | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, setPending] = useState<string | null>(null)
  const {
    items: users,
    cursor,
    error,
    busy,
    more,
    retry,
  } = usePages(
    (after) =>
      envelope(
        api.GET('/api/v1/users', {
          params: { query: { limit: PAGE_SIZE, ...(after ? { cursor: after } : {}) } },
        }),
      ),
    [version],
  )

  if (who.kind !== 'person' || !who.me.user.admin) {
    return (
      <>
        <PageTitle title="Users" />
        <p class="notice">Only instance admins manage users. Ask one to add you, or to make you one.</p>
      </>
    )
  }

  const change = async (user: User, patch: Schemas['UpdateUser'], done: string) => {
    setPending(user.id)
    setProblem(null)
    try {
      await unwrap(
        api.PATCH('/api/v1/users/{userId}', { params: { path: { userId: user.id } }, body: patch }),
      )
      announce(done)
      setVersion((n) => n + 1)
    } catch (caught) {
      setProblem(messageOf(caught))
    } finally {
      setPending(null)
    }
  }

  return (
    <>
      <PageTitle title="Users" />
      <p>
        The people who sign in to this pctx. Disabling someone signs them out everywhere at once; their
        history stays.
      </p>
      {problem && (
        <p class="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      {error && <LoadError error={error} retry={retry} />}
      {!users && !error && <Loading what="users" />}
      {users && (
        <div class="table-scroll">
          <table class="data">
            <caption class="visually-hidden">Users, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">State</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id}>
                  <th scope="row">{user.name}</th>
                  <td>{user.email}</td>
                  <td>{user.admin ? 'Instance admin' : 'Member'}</td>
                  <td>{user.disabled ? 'Disabled' : 'Active'}</td>
                  <td>
                    {user.lastSignInAt ? (
                      <time dateTime={user.lastSignInAt}>{new Date(user.lastSignInAt).toLocaleString()}</time>
                    ) : (
                      'Never'
                    )}
                  </td>
                  <td>
                    <div class="row-actions">
                      <button
                        type="button"
                        class="button-secondary button-small"
                        disabled={pending === user.id}
                        aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.email}`}
                        onClick={() =>
                          change(
                            user,
                            { disabled: !user.disabled },
                            `${user.email} ${user.disabled ? 'enabled' : 'disabled'}`,
                          )
                        }
                      >
                        {user.disabled ? 'Enable' : 'Disable'}
                      </button>
                      <button
                        type="button"
                        class="button-secondary button-small"
                        disabled={pending === user.id}
                        aria-label={`${user.admin ? 'Remove admin' : 'Make admin'} ${user.email}`}
                        onClick={() =>
                          change(
                            user,
                            { admin: !user.admin },
                            `${user.email} is ${user.admin ? 'no longer' : 'now'} an instance admin`,
                          )
                        }
                      >
                        {user.admin ? 'Remove admin' : 'Make admin'}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cursor && (
        <button type="button" class="button-secondary" disabled={busy} onClick={more}>
          More users
        </button>
      )}
      {created && <InviteLink created={created} />}
      <CreateUser
        onCreated={(user) => {
          setCreated(user)
          announce('User added: copy their one-time link below')
          setVersion((n) => n + 1)
        }}
      />
    </>
  )
}
