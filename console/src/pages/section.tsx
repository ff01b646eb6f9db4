import { api, envelope } from '../api/client.js'
import { useAccount } from '../components/account.js'
import { Link } from '../components/link.js'
import { PageTitle } from '../components/page-title.js'
import { StatusBadge } from '../components/status-badge.js'
import { LoadError, Loading } from '../components/status-message.js'
import { sectionTitle } from '../lib/block-types.js'
import { usePages } from '../lib/use-pages.js'

const PAGE_SIZE = 100

/** A section and its blocks, in order, a page at a time. */
export function Section({ project, section }: { project: string; section: string }) {
  const { canWrite } = useAccount()
  const {
    items: blocks,
    cursor,
    error,
    busy,
    more,
    retry,
  } = usePages(
    (after) =>
      envelope(
        api.GET('/api/v1/projects/{projectId}/blocks', {
          params: {
            path: { projectId: project },
            query: { section, limit: PAGE_SIZE, ...(after ? { cursor: after } : {}) },
          },
        }),
      ),
    [project, section],
  )

  const title = sectionTitle(section)
  return (
    <>
      <PageTitle title={title} />
      <p class="meta">
        Section <code>{section}</code> of <Link to={{ page: 'project', project }}>{project}</Link>
      </p>
      {canWrite && (
        <p>
          <Link to={{ page: 'new', project, section }} class="button">
            New block in {title}
          </Link>
        </p>
      )}
      {error && <LoadError error={error} retry={retry} />}
      {!blocks && !error && <Loading what="blocks" />}
      {blocks && blocks.length === 0 && <p>This section has no blocks.</p>}
      {blocks && blocks.length > 0 && (
        <ul class="cards">
          {blocks.map((block) => (
            <li key={block.key} class="card">
              <h2>
                <Link to={{ page: 'block', project, key: block.key }}>{block.name}</Link>
              </h2>
              <p class="meta">
                <code>{block.key}</code> · {block.type} · <StatusBadge status={block.status} />
              </p>
            </li>
          ))}
        </ul>
      )}
      {cursor && (
        <button type="button" class="button-secondary" disabled={busy} onClick={more}>
          More blocks
        </button>
      )}
    </>
  )
}
