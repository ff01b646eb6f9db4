import type { Block } from '../api/client.js'
import { loadExport } from '../api/project-data.js'
import { useAccount } from '../components/account.js'
import { KindIcon } from '../components/kind-icon.js'
import { Link } from '../components/link.js'
import { PageTitle } from '../components/page-title.js'
import { LoadError, Loading } from '../components/status-message.js'
import { STATUSES } from '../lib/block-types.js'
import { kindLabel, kindOf } from '../lib/outline.js'
import { useLoad } from '../lib/use-load.js'

function countsOf(blocks: readonly Block[]): string {
  return STATUSES.map((status) => `${blocks.filter((b) => b.status === status).length} ${status}`).join(', ')
}

/** How many blocks the overview names as changed lately. */
const RECENT = 5

/**
 * A project at a glance: what it holds (sections and their counts), what changed lately, and
 * where agents read it. How to connect apps and scripts is on the Connect page.
 */
export function ProjectOverview({ project }: { project: string }) {
  const { canWrite } = useAccount()
  const exported = useLoad(() => loadExport(project), [project])
  if (exported.error) {
    return (
      <>
        <PageTitle title={`Project ${project}`} />
        <LoadError error={exported.error} retry={exported.reload} />
      </>
    )
  }
  if (!exported.data) return <Loading what="the project" />
  const { project: info, sections } = exported.data
  const origin = window.location.origin
  const publicBase = `${origin}/api/projects/${encodeURIComponent(info.id)}`
  const all = sections.flatMap((section) => section.blocks)
  const titles = new Map(sections.map((section) => [section.type, section.title]))
  // ISO times in UTC sort as text.
  const recent = [...all].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, RECENT)
  return (
    <>
      <PageTitle title={info.name} />
      {info.description && <p class="lead">{info.description}</p>}
      <dl class="facts">
        <dt>Id</dt>
        <dd>
          <code>{info.id}</code>
        </dd>
        <dt>Revision</dt>
        <dd>{info.revision}</dd>
        <dt>Visibility</dt>
        <dd>{info.public ? 'public: agents read it without a key' : 'private: only keys can read it'}</dd>
        <dt>Blocks</dt>
        <dd>
          {all.length} ({countsOf(all)})
        </dd>
      </dl>

      <h2>Sections</h2>
      {sections.length === 0 ? (
        <p>
          No blocks yet.
          {canWrite && (
            <>
              {' '}
              <Link to={{ page: 'new', project: info.id, section: null }}>Create the first block</Link>.
            </>
          )}
        </p>
      ) : (
        <div class="table-scroll">
          <table class="data">
            <caption class="visually-hidden">Sections of {info.name} and their blocks by status</caption>
            <thead>
              <tr>
                <th scope="col">Section</th>
                <th scope="col">Blocks</th>
                <th scope="col">By status</th>
              </tr>
            </thead>
            <tbody>
              {sections.map((section) => (
                <tr key={section.type}>
                  <th scope="row">
                    <Link to={{ page: 'section', project: info.id, section: section.type }}>
                      {section.title}
                    </Link>
                  </th>
                  <td>{section.blocks.length}</td>
                  <td>{countsOf(section.blocks)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {recent.length > 0 && (
        <>
          <h2>Changed lately</h2>
          <ul class="recent-blocks">
            {recent.map((block) => (
              <li key={block.key}>
                <KindIcon kind={kindOf(block.type)} />{' '}
                <Link to={{ page: 'block', project: info.id, key: block.key }}>
                  {block.name || block.key}
                </Link>
                <span class="visually-hidden"> ({kindLabel(kindOf(block.type))})</span> in{' '}
                {titles.get(block.section) ?? block.section},{' '}
                <time dateTime={block.updatedAt}>{new Date(block.updatedAt).toLocaleString()}</time>
              </li>
            ))}
          </ul>
          <p>
            <Link to={{ page: 'history', project: info.id }}>All changes, by revision</Link>
          </p>
        </>
      )}

      <h2>What agents read</h2>
      {info.public ? (
        <p>
          <a href={`${publicBase}/llms.txt`}>llms.txt</a>, <a href={`${publicBase}/markdown`}>Markdown</a> and{' '}
          <a href={`${publicBase}/context`}>Context (JSON)</a>, public;{' '}
          <Link to={{ page: 'preview', project: info.id, format: 'llms' }}>see them as agents get them</Link>.
        </p>
      ) : (
        <p>
          This project is private: its public outputs answer 404, and agents read it with a key or an app's
          sign-in.
        </p>
      )}
      <p>
        To connect an AI app (MCP), a script or the API:{' '}
        <Link to={{ page: 'connect', project: info.id }}>Connect</Link>.
      </p>
    </>
  )
}
