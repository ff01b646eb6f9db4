import { api, envelope } from '../api/client.js'
import { useAccount } from '../components/account.js'
import { BlockValue } from '../components/block-value.js'
import { Link } from '../components/link.js'
import { PageTitle } from '../components/page-title.js'
import { RestoreButton } from '../components/restore-button.js'
import { StatusBadge } from '../components/status-badge.js'
import { LoadError, Loading } from '../components/status-message.js'
import { personLabel } from '../lib/change-summary.js'
import { navigate } from '../lib/navigation.js'
import { hrefOf } from '../lib/routes.js'
import { useLoad } from '../lib/use-load.js'

/** A block's versions, newest first (deletions included), each restorable. */
export function BlockHistory({ project, blockKey }: { project: string; blockKey: string }) {
  const { canWrite, readOnlyReason } = useAccount()
  const versions = useLoad(
    () =>
      envelope(
        api.GET('/api/v1/projects/{projectId}/blocks/{blockKey}/history', {
          params: { path: { projectId: project, blockKey }, query: { limit: 100 } },
        }),
      ),
    [project, blockKey],
  )
  // The block's name as its newest version with content has it (a deleted block's last name).
  const name = versions.data?.data.find((version) => version.block)?.block?.name
  const title = `Versions of ${name ?? blockKey}`
  return (
    <>
      <PageTitle title={title}>Versions of {name ?? <code>{blockKey}</code>}</PageTitle>
      {name !== undefined && name !== blockKey && (
        <p class="meta">
          <code>{blockKey}</code>
        </p>
      )}
      <p>
        <Link to={{ page: 'block', project, key: blockKey }}>Back to the block</Link>
      </p>
      {!canWrite && <p class="notice">{readOnlyReason}</p>}
      {versions.error && <LoadError error={versions.error} retry={versions.reload} />}
      {!versions.data && !versions.error && <Loading what="the versions" />}
      {versions.data && versions.data.data.length === 0 && <p>No versions recorded.</p>}
      {versions.data && (
        <ol class="versions">
          {versions.data.data.map((version, i) => (
            <li key={version.revision} class="card">
              <h2>
                <Link to={{ page: 'revision', project, revision: version.revision }}>
                  Revision {version.revision}
                </Link>
                {': '}
                {version.change}
                {i === 0 && version.change !== 'deleted' ? ' (current)' : ''}
              </h2>
              <p class="meta">
                {version.createdAt ? new Date(version.createdAt).toLocaleString() : 'time not recorded'} ·{' '}
                {version.pruned ? 'author not recorded' : personLabel(version.author)}
                {version.message ? ` · ${version.message}` : ''}
              </p>
              {version.pruned && <p>This version's content was pruned by the history retention.</p>}
              {version.block && (
                <>
                  <p class="meta">
                    {version.block.name} · <StatusBadge status={version.block.status} />
                  </p>
                  <BlockValue block={version.block} />
                </>
              )}
              {i > 0 && !version.pruned && (
                <RestoreButton
                  project={project}
                  revision={version.revision}
                  keys={[blockKey]}
                  label={`Restore revision ${version.revision}`}
                  onRestored={() => navigate(hrefOf({ page: 'block', project, key: blockKey }))}
                />
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
