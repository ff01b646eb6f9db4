import { useEffect, useState } from 'preact/hooks'
import { type ApiError, api, type Block, envelope } from '../api/client.js'
import { Link } from '../components/link.js'
import { PageTitle } from '../components/page-title.js'
import { StatusBadge } from '../components/status-badge.js'
import { LoadError, Loading } from '../components/status-message.js'
import { sectionTitle } from '../lib/block-types.js'

const PAGE_SIZE = 100

/** A section and its blocks, in order, a page at a time. */
export function Section({ project, section }: { project: string; section: string }) {
  const [blocks, setBlocks] = useState<Block[] | null>(null)
  const [cursor, setCursor] = useState<string | null>(null)
  const [error, setError] = useState<ApiError | null>(null)
  const [busy, setBusy] = useState(false)

  const load = async (after: string | null, reset: boolean) => {
    setBusy(true)
    setError(null)
    try {
      const answer = await envelope(
        api.GET('/api/v1/projects/{projectId}/blocks', {
          params: {
            path: { projectId: project },
            query: { section, limit: PAGE_SIZE, ...(after ? { cursor: after } : {}) },
          },
        }),
      )
      setBlocks((previous) => [...(reset || !previous ? [] : previous), ...answer.data])
      setCursor(answer.meta?.nextCursor ?? null)
    } catch (caught) {
      setError(caught as ApiError)
    } finally {
      setBusy(false)
    }
  }
  useEffect(() => {
    setBlocks(null)
    void load(null, true)
  }, [project, section])

  const title = sectionTitle(section)
  return (
    <>
      <PageTitle title={title} />
      <p class="meta">
        Section <code>{section}</code> of <Link to={{ page: 'project', project }}>{project}</Link>
      </p>
      <p>
        <Link to={{ page: 'new', project, section }} class="button">
          New block in {title}
        </Link>
      </p>
      {error && <LoadError error={error} retry={() => void load(cursor, blocks === null)} />}
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
        <button
          type="button"
          class="button-secondary"
          disabled={busy}
          onClick={() => void load(cursor, false)}
        >
          More blocks
        </button>
      )}
    </>
  )
}
