import { api, unwrap } from '../api/client.js'
import { useAccount } from '../components/account.js'
import { Link } from '../components/link.js'
import { PageTitle } from '../components/page-title.js'
import { LoadError, Loading } from '../components/status-message.js'
import { useLoad } from '../lib/use-load.js'

/** The projects this key or person can see (GET /api/v1/projects). */
export function Projects() {
  const { who } = useAccount()
  const projects = useLoad(() => unwrap(api.GET('/api/v1/projects')), [])
  return (
    <>
      <PageTitle title="Projects" />
      {projects.error && <LoadError error={projects.error} retry={projects.reload} />}
      {!projects.data && !projects.error && <Loading what="projects" />}
      {projects.data && projects.data.length === 0 && (
        <p>
          {who.kind === 'key' ? 'This key cannot' : 'You cannot'} see any project yet. An administrator can
          create one with <code>pctx project create</code>.
        </p>
      )}
      {projects.data && projects.data.length > 0 && (
        <ul class="cards">
          {projects.data.map((project) => (
            <li key={project.id} class="card">
              <h2>
                <Link to={{ page: 'project', project: project.id }}>{project.name}</Link>
              </h2>
              <p class="meta">
                <code>{project.id}</code> · revision {project.revision} ·{' '}
                {project.public ? 'public' : 'private'}
              </p>
              {project.description && <p>{project.description}</p>}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
