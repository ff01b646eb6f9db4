import { loadBlock } from '../api/project-data.js'
import { useAccount } from '../components/account.js'
import { BlockValue } from '../components/block-value.js'
import { DeleteBlock } from '../components/delete-block.js'
import { Link } from '../components/link.js'
import { PageTitle } from '../components/page-title.js'
import { StatusBadge } from '../components/status-badge.js'
import { StatusChange } from '../components/status-change.js'
import { LoadError, Loading } from '../components/status-message.js'
import { sectionTitle } from '../lib/block-types.js'
import { useLoad } from '../lib/use-load.js'

/** One block, rendered, with what can be done to it. */
export function BlockPage({ project, blockKey }: { project: string; blockKey: string }) {
  const { canWrite, readOnlyReason } = useAccount()
  const block = useLoad(() => loadBlock(project, blockKey), [project, blockKey])
  if (block.error) {
    return (
      <>
        <PageTitle title={`Block ${blockKey}`} />
        <LoadError error={block.error} retry={block.reload} />
      </>
    )
  }
  if (!block.data) return <Loading what="the block" />
  const b = block.data
  return (
    <>
      <PageTitle title={b.name} />
      <dl class="facts">
        <dt>Key</dt>
        <dd>
          <code>{b.key}</code>
        </dd>
        <dt>Type</dt>
        <dd>{b.type}</dd>
        <dt>Section</dt>
        <dd>
          <Link to={{ page: 'section', project, section: b.section }}>{sectionTitle(b.section)}</Link>
        </dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={b.status} />
        </dd>
        <dt>Updated</dt>
        <dd>
          <time dateTime={b.updatedAt}>{new Date(b.updatedAt).toLocaleString()}</time>
        </dd>
      </dl>
      {canWrite && <StatusChange project={project} block={b} onChanged={block.reload} />}
      <div class="actions">
        {canWrite ? (
          <Link to={{ page: 'edit', project, key: b.key }} class="button">
            Edit
          </Link>
        ) : (
          <p class="notice">{readOnlyReason}</p>
        )}
        <Link to={{ page: 'block-history', project, key: b.key }} class="button button-secondary">
          Versions
        </Link>
        <DeleteBlock project={project} block={b} onChanged={block.reload} />
      </div>
      <h2>Content</h2>
      <BlockValue block={b} />
    </>
  )
}
