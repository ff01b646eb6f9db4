import { Fragment } from 'preact'
import { api, unwrap } from '../api/client.js'
import { useAccount } from '../components/account.js'
import { FieldDiff } from '../components/field-diff.js'
import { Link } from '../components/link.js'
import { PageTitle } from '../components/page-title.js'
import { RestoreButton } from '../components/restore-button.js'
import { LoadError, Loading } from '../components/status-message.js'
import { changeSummary, nameOf, personLabel } from '../lib/change-summary.js'
import { navigate } from '../lib/navigation.js'
import { hrefOf } from '../lib/routes.js'
import { useLoad } from '../lib/use-load.js'

const CHANGE_WORDS = { created: 'Created', updated: 'Updated', deleted: 'Deleted' } as const

/** One revision: who, when, why, and every field of every block it changed. */
export function RevisionPage({ project, revision }: { project: string; revision: number }) {
  const { canWrite, readOnlyReason } = useAccount()
  const detail = useLoad(
    () =>
      unwrap(
        api.GET('/api/v1/projects/{projectId}/revisions/{revision}', {
          params: { path: { projectId: project, revision } },
        }),
      ),
    [project, revision],
  )
  const title = `Revision ${revision}`
  if (detail.error) {
    return (
      <>
        <PageTitle title={title} />
        <LoadError error={detail.error} retry={detail.reload} />
      </>
    )
  }
  if (!detail.data) return <Loading what={`revision ${revision}`} />
  const r = detail.data
  return (
    <>
      <PageTitle title={title} />
      <p>
        <Link to={{ page: 'history', project }}>Back to the history</Link>
      </p>
      <dl class="facts">
        <dt>When</dt>
        <dd>
          <time dateTime={r.createdAt}>{new Date(r.createdAt).toLocaleString()}</time>
        </dd>
        <dt>By</dt>
        <dd>{personLabel(r.author)}</dd>
        <dt>Kind</dt>
        <dd>{r.kind}</dd>
        {changeSummary(r) && (
          <>
            <dt>Changed</dt>
            <dd>{changeSummary(r)}</dd>
          </>
        )}
        {r.message && (
          <>
            <dt>Note</dt>
            <dd>{r.message}</dd>
          </>
        )}
      </dl>
      {!canWrite && <p class="notice">{readOnlyReason}</p>}
      <div class="actions">
        <RestoreButton
          project={project}
          revision={revision}
          onRestored={(now) => navigate(hrefOf({ page: 'revision', project, revision: now }))}
        />
        <p class="hint">Makes the whole project what it was after this revision, as a new revision.</p>
      </div>
      <h2>Changes</h2>
      {r.changes.length === 0 && <p>This revision changed no block.</p>}
      {r.changes.map((change) => (
        <section key={change.key} class="card change" aria-labelledby={`change-${change.key}`}>
          <h3 id={`change-${change.key}`}>
            {CHANGE_WORDS[change.change]}{' '}
            {change.change === 'deleted' ? (
              nameOf(r, change.key)
            ) : (
              <Link to={{ page: 'block', project, key: change.key }}>{nameOf(r, change.key)}</Link>
            )}
          </h3>
          <p class="meta">
            <code>{change.key}</code> ·{' '}
            <Link to={{ page: 'block-history', project, key: change.key }}>versions</Link>
          </p>
          <dl class="diff">
            {change.fields.map((field) => (
              <Fragment key={field.field}>
                <FieldDiff field={field.field} before={field.before} after={field.after} />
              </Fragment>
            ))}
          </dl>
        </section>
      ))}
    </>
  )
}
