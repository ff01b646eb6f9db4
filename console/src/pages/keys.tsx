import { useState } from 'preact/hooks'
import { api, type Schemas, unwrap } from '../api/client.js'
import { useAccount } from '../components/account.js'
import { PageTitle } from '../components/page-title.js'
import { LoadError, Loading } from '../components/status-message.js'
import { useCopy } from '../components/use-copy.js'
import { messageOf } from '../lib/error-message.js'
import { useLoad } from '../lib/use-load.js'

type ApiKey = Schemas['ApiKey']
type CreatedApiKey = Schemas['CreatedApiKey']

function when(iso: string | null, none: string) {
  return iso ? <time dateTime={iso}>{new Date(iso).toLocaleString()}</time> : none
}

/** A new key's secret: shown once (the server keeps only its hash), with a copy button. */
function NewSecret({ created }: { created: CreatedApiKey }) {
  const { pre, copy } = useCopy(created.key, 'Copied the key')
  return (
    <div class="notice notice-success invite" role="status">
      <p>
        Created the key <strong>{created.name}</strong>. Copy it now: it is shown only once. It never does
        more than you may, and stops if your account is disabled.
      </p>
      <pre ref={pre} class="invite-link">
        <code>{created.key}</code>
      </pre>
      <button type="button" class="button-secondary button-small" onClick={copy}>
        Copy key
      </button>
    </div>
  )
}

function CreateKey({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const { who } = useAccount()
  const projects = who.kind === 'person' ? who.me.projects.map((p) => p.id) : []
  const [name, setName] = useState('')
  const [project, setProject] = useState(projects[0] ?? '')
  const [access, setAccess] = useState<'read' | 'write'>('read')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: Event) => {
    event.preventDefault()
    setBusy(true)
    setProblem(null)
    try {
      const created = await unwrap(
        api.POST('/api/v1/keys', { body: { name: name.trim(), projects: project ? [project] : [], access } }),
      )
      setName('')
      onCreated(created)
    } catch (error) {
      setProblem(messageOf(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="create-key-title">
      <h2 id="create-key-title">Make a key</h2>
      <div class="field">
        <label for="key-name">Name</label>
        <p class="hint" id="key-name-hint">
          What it is for, e.g. "Cursor on my laptop".
        </p>
        <input
          id="key-name"
          type="text"
          autoComplete="off"
          value={name}
          onInput={(event) => setName(event.currentTarget.value)}
          aria-describedby={problem ? 'key-name-hint create-key-error' : 'key-name-hint'}
        />
      </div>
      <div class="field">
        <label for="key-project">Project</label>
        <select id="key-project" value={project} onChange={(event) => setProject(event.currentTarget.value)}>
          {projects.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="key-access">Access</label>
        <select
          id="key-access"
          value={access}
          onChange={(event) => setAccess(event.currentTarget.value as 'read' | 'write')}
        >
          <option value="read">Read</option>
          <option value="write">Write (as far as your role allows)</option>
        </select>
      </div>
      {problem && (
        <p class="field-error" id="create-key-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" disabled={busy}>
        Create key
      </button>
    </form>
  )
}

/** Your keys (people): keys owned by you, for your tools and agents; make one, revoke one. */
export function Keys() {
  const { who, announce } = useAccount()
  const keys = useLoad(() => unwrap(api.GET('/api/v1/keys', { params: { query: { owner: 'me' } } })), [])
  const [created, setCreated] = useState<CreatedApiKey | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, setPending] = useState<string | null>(null)

  if (who.kind !== 'person') {
    return (
      <>
        <PageTitle title="Your keys" />
        <p class="notice">
          This console is signed in with an API key: sign in with your email to manage your keys.
        </p>
      </>
    )
  }

  const revoke = async (key: ApiKey) => {
    setPending(key.id)
    setProblem(null)
    try {
      await unwrap(api.POST('/api/v1/keys/{keyId}/revoke', { params: { path: { keyId: key.id } } }))
      announce(`Revoked ${key.name}`)
    } catch (error) {
      setProblem(messageOf(error))
    } finally {
      setPending(null)
      keys.reload()
    }
  }

  return (
    <>
      <PageTitle title="Your keys" />
      <p>
        Keys you own, for your tools and agents (an MCP client, a script). A key never does more than you may
        on its project at the time it is used.
      </p>
      {problem && (
        <p class="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      {keys.error && <LoadError error={keys.error} retry={keys.reload} />}
      {!keys.data && !keys.error && <Loading what="your keys" />}
      {keys.data && keys.data.length === 0 && <p>You have no key yet.</p>}
      {keys.data && keys.data.length > 0 && (
        <div class="table-scroll">
          <table class="data">
            <caption class="visually-hidden">Your keys</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Starts with</th>
                <th scope="col">Access</th>
                <th scope="col">Projects</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span class="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.data.map((key) => (
                <tr key={key.id}>
                  <th scope="row">{key.name}</th>
                  <td>
                    <code>{key.prefix}</code>
                  </td>
                  <td>{key.access}</td>
                  <td>{key.allProjects ? 'every project' : key.projects.join(', ')}</td>
                  <td>{when(key.lastUsedAt, 'Never')}</td>
                  <td>
                    {key.revokedAt ? (
                      <>Revoked {when(key.revokedAt, '')}</>
                    ) : (
                      <button
                        type="button"
                        class="button-secondary button-small"
                        disabled={pending === key.id}
                        aria-label={`Revoke ${key.name}`}
                        onClick={() => revoke(key)}
                      >
                        Revoke
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {created && <NewSecret created={created} />}
      <CreateKey
        onCreated={(key) => {
          setCreated(key)
          announce('Key created: copy it below, it is shown once')
          keys.reload()
        }}
      />
    </>
  )
}
