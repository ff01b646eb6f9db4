import { api, envelope, type Revision } from '../api/client.js'
import { Link } from '../components/link.js'
import { PageTitle } from '../components/page-title.js'
import { LoadError, Loading } from '../components/status-message.js'
import { changeSummary, personLabel } from '../lib/change-summary.js'
import { usePages } from '../lib/use-pages.js'

const PAGE_SIZE = 50

/** What a revision did, by block name; a revision that changed no block by what it was. */
function summary(revision: Revision): string {
  return changeSummary(revision) ?? KIND_WORDS[revision.kind] ?? revision.kind
}

const KIND_WORDS: Record<string, string> = {
  created: 'Project created',
  project: 'Project settings changed',
  synonyms: 'Synonyms changed',
  'history-start': 'History started',
}

/** The project's revisions, newest first, a page at a time. */
export function History({ project }: { project: string }) {
  const {
    items: revisions,
    cursor,
    error,
    busy,
    more,
    retry,
  } = usePages(
    (after) =>
      envelope(
        api.GET('/api/v1/projects/{projectId}/revisions', {
          params: {
            path: { projectId: project },
            query: { limit: PAGE_SIZE, ...(after ? { cursor: after } : {}) },
          },
        }),
      ),
    [project],
  )

  return (
    <>
      <PageTitle title="History" />
      <p>
        Every save, deletion and restore of this project. Open a revision to see what changed and to restore
        it.
      </p>
      {error && <LoadError error={error} retry={retry} />}
      {!revisions && !error && <Loading what="the history" />}
      {revisions && revisions.length === 0 && <p>No revisions recorded yet.</p>}
      {revisions && revisions.length > 0 && (
        <div class="table-scroll">
          <table class="data">
            <caption class="visually-hidden">Revisions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Revision</th>
                <th scope="col">When</th>
                <th scope="col">By</th>
                <th scope="col">Changes</th>
                <th scope="col">Note</th>
              </tr>
            </thead>
            <tbody>
              {revisions.map((revision) => (
                <tr key={revision.revision}>
                  <th scope="row">
                    <Link to={{ page: 'revision', project, revision: revision.revision }}>
                      Revision {revision.revision}
                    </Link>
                  </th>
                  <td>
                    <time dateTime={revision.createdAt}>{new Date(revision.createdAt).toLocaleString()}</time>
                  </td>
                  <td>{personLabel(revision.author)}</td>
                  <td>{summary(revision)}</td>
                  <td>{revision.message ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cursor && (
        <button type="button" class="button-secondary" disabled={busy} onClick={more}>
          Older revisions
        </button>
      )}
    </>
  )
}
