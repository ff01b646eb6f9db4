import { useState } from 'preact/hooks'
import { ApiError, api, type Schemas, unwrap } from '../api/client.js'
import { type Role, roleOn, useAccount } from '../components/account.js'
import { PageTitle } from '../components/page-title.js'
import { LoadError, Loading } from '../components/status-message.js'
import { messageOf } from '../lib/error-message.js'
import { useLoad } from '../lib/use-load.js'

type Member = Schemas['Member']

const ROLES: { role: Role; label: string }[] = [
  { role: 'viewer', label: 'Viewer: reads' },
  { role: 'editor', label: 'Editor: reads, edits, deletes, restores' },
  { role: 'admin', label: 'Admin: also members, webhooks, types, settings' },
]

/** Sets a person's role on the project (adds them when they were not a member). */
const putMember = (projectId: string, userId: string, role: Role) =>
  unwrap(
    api.PUT('/api/v1/projects/{projectId}/members/{userId}', {
      params: { path: { projectId, userId } },
      body: { role },
    }),
  )

const removeMember = (projectId: string, userId: string) =>
  unwrap(
    api.DELETE('/api/v1/projects/{projectId}/members/{userId}', { params: { path: { projectId, userId } } }),
  )

/** Who may be added: every user, when the caller may list them (an instance admin); else none. */
async function knownUsers(): Promise<Schemas['User'][] | null> {
  try {
    return await unwrap(api.GET('/api/v1/users', { params: { query: { limit: 100 } } }))
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null
    throw error
  }
}

function AddMember({
  project,
  members,
  onAdded,
}: {
  project: string
  members: Member[]
  onAdded: (message: string) => void
}) {
  const { who } = useAccount()
  const canListUsers = who.kind === 'person' ? who.me.user.admin : who.me.admin
  const users = useLoad(() => (canListUsers ? knownUsers() : Promise.resolve(null)), [canListUsers])
  const [userId, setUserId] = useState('')
  const [role, setRole] = useState<Role>('viewer')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const candidates = (users.data ?? []).filter(
    (user) => !user.disabled && !members.some((m) => m.userId === user.id),
  )

  const submit = async (event: Event) => {
    event.preventDefault()
    if (userId.trim() === '') {
      setProblem('Choose who to add.')
      return
    }
    setBusy(true)
    setProblem(null)
    try {
      await putMember(project, userId.trim(), role)
      setUserId('')
      onAdded(`Added as ${role}`)
    } catch (error) {
      setProblem(messageOf(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-member-title">
      <h2 id="add-member-title">Add a member</h2>
      <div class="field">
        <label for="member-user">Person</label>
        {users.data ? (
          <select
            id="member-user"
            value={userId}
            onChange={(event) => setUserId(event.currentTarget.value)}
            aria-describedby={problem ? 'add-member-error' : undefined}
          >
            <option value="">Choose a person</option>
            {candidates.map((user) => (
              <option key={user.id} value={user.id}>
                {user.name} ({user.email})
              </option>
            ))}
          </select>
        ) : (
          <>
            <p class="hint" id="member-user-hint">
              Their user id: an instance admin finds it on the Users page or with <code>pctx user list</code>.
            </p>
            <input
              id="member-user"
              type="text"
              autoComplete="off"
              spellcheck={false}
              value={userId}
              onInput={(event) => setUserId(event.currentTarget.value)}
              aria-describedby={problem ? 'member-user-hint add-member-error' : 'member-user-hint'}
            />
          </>
        )}
      </div>
      <div class="field">
        <label for="member-role">Role</label>
        <select
          id="member-role"
          value={role}
          onChange={(event) => setRole(event.currentTarget.value as Role)}
        >
          {ROLES.map((each) => (
            <option key={each.role} value={each.role}>
              {each.label}
            </option>
          ))}
        </select>
      </div>
      {problem && (
        <p class="field-error" id="add-member-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" disabled={busy}>
        Add member
      </button>
    </form>
  )
}

/**
 * A project's members (project admins). A person who is not one is told so, with their role,
 * rather than sent to the API for a refusal; a key asks the API, which decides by its access.
 */
export function Members({ project }: { project: string }) {
  const { who } = useAccount()
  const role = roleOn(who, project)
  if (who.kind === 'person' && role !== 'admin') {
    return (
      <>
        <PageTitle title="Members" />
        <p class="notice">
          {role === null
            ? 'You are not a member of this project'
            : `You are ${articled(role)} of this project`}
          : only its admins manage its members. Ask one of them if you need another role.
        </p>
      </>
    )
  }
  return <MemberList project={project} />
}

function articled(role: Role): string {
  return role === 'viewer' ? 'a viewer' : `an ${role}`
}

/** The members and their roles: change a role, remove, add. */
function MemberList({ project }: { project: string }) {
  const { announce } = useAccount()
  const members = useLoad(
    () =>
      unwrap(api.GET('/api/v1/projects/{projectId}/members', { params: { path: { projectId: project } } })),
    [project],
  )
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, setPending] = useState<string | null>(null)

  const act = async (member: Member, run: () => Promise<unknown>, done: string) => {
    setPending(member.userId)
    setProblem(null)
    try {
      await run()
      announce(done)
    } catch (error) {
      // As the API words it: a role above your own, the last admin, a change made meanwhile.
      setProblem(messageOf(error))
    } finally {
      setPending(null)
      members.reload()
    }
  }

  return (
    <>
      <PageTitle title="Members" />
      <p>
        The people who may use this project, and what they may do: viewers read, editors also edit, delete and
        restore, admins also manage members, webhooks, types and settings. Instance admins may do all.
      </p>
      {problem && (
        <p class="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      {members.error && <LoadError error={members.error} retry={members.reload} />}
      {!members.data && !members.error && <Loading what="the members" />}
      {members.data && members.data.length === 0 && <p>No members yet.</p>}
      {members.data && members.data.length > 0 && (
        <div class="table-scroll">
          <table class="data with-controls">
            <caption class="visually-hidden">Members of {project}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">
                  <span class="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.data.map((member) => (
                <tr key={member.userId}>
                  <th scope="row">{member.name}</th>
                  <td>{member.email}</td>
                  <td>
                    <select
                      aria-label={`Role of ${member.email}`}
                      value={member.role}
                      disabled={pending === member.userId}
                      onChange={(event) => {
                        const role = event.currentTarget.value as Role
                        void act(
                          member,
                          () => putMember(project, member.userId, role),
                          `${member.email} is now ${role}`,
                        )
                      }}
                    >
                      {ROLES.map((each) => (
                        <option key={each.role} value={each.role}>
                          {each.role}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <button
                      type="button"
                      class="button-secondary button-small"
                      disabled={pending === member.userId}
                      aria-label={`Remove ${member.email}`}
                      onClick={() =>
                        act(member, () => removeMember(project, member.userId), `Removed ${member.email}`)
                      }
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {members.data && (
        <AddMember
          project={project}
          members={members.data}
          onAdded={(message) => {
            announce(message)
            members.reload()
          }}
        />
      )}
    </>
  )
}
