import { useState } from 'preact/hooks'
import { api, envelope } from '../api/client.js'
import { Link } from '../components/link.js'
import { PageTitle } from '../components/page-title.js'
import { StatusBadge } from '../components/status-badge.js'
import { LoadError, Loading } from '../components/status-message.js'
import { sectionTitle } from '../lib/block-types.js'
import { navigate } from '../lib/navigation.js'
import { hrefOf } from '../lib/routes.js'
import { snippetParts } from '../lib/snippet.js'
import { useLoad } from '../lib/use-load.js'

async function searchBlocks(project: string, q: string) {
  if (!q.trim()) return null
  return envelope(
    api.GET('/api/v1/projects/{projectId}/blocks/search', {
      params: { path: { projectId: project }, query: { q, limit: 50 } },
    }),
  )
}

/** Search (docs/search.md): a question or keywords; the query lives in the URL. */
export function Search({ project, q }: { project: string; q: string }) {
  const [text, setText] = useState(q)
  const results = useLoad(() => searchBlocks(project, q), [project, q])
  const hits = results.data?.data
  const corrections = results.data?.meta.corrections ?? []
  return (
    <>
      <PageTitle title={q ? `Search: ${q}` : 'Search'}>Search</PageTitle>
      <form
        class="search-form"
        onSubmit={(event) => {
          event.preventDefault()
          navigate(hrefOf({ page: 'search', project, q: text.trim() }))
        }}
      >
        <div class="field">
          <label for="search-q">Search this project</label>
          {/* Above the box, as on the sign-in page: the button beside the box lines up with it. */}
          <p class="hint" id="search-q-hint">
            A question or keywords, e.g. “who are our users and what do they want?”
          </p>
          <input
            id="search-q"
            type="search"
            value={text}
            maxLength={1024}
            aria-describedby="search-q-hint"
            onInput={(event) => setText(event.currentTarget.value)}
          />
        </div>
        <button type="submit">Search</button>
      </form>
      {results.error && <LoadError error={results.error} retry={results.reload} />}
      {q && results.loading && !hits && <Loading what="results" />}
      {corrections.length > 0 && (
        <p class="notice">
          Also searched for:{' '}
          {corrections.map((c, i) => (
            <span key={c.from}>
              {i > 0 && ', '}
              <q>{c.to}</q> instead of <q>{c.from}</q>
            </span>
          ))}
        </p>
      )}
      {hits && (
        <section aria-labelledby="results-heading">
          <h2 id="results-heading">
            {hits.length === 0
              ? 'No blocks match'
              : `${hits.length} ${hits.length === 1 ? 'block matches' : 'blocks match'}`}
          </h2>
          <ol class="results">
            {hits.map((hit) => (
              <li key={hit.key} class="card">
                <h3>
                  <Link to={{ page: 'block', project, key: hit.key }}>{hit.name}</Link>
                </h3>
                <p class="meta">
                  {sectionTitle(hit.section)} · {hit.type} · <StatusBadge status={hit.status} />
                </p>
                <p class="snippet">
                  {snippetParts(hit.snippet).map((part, i) =>
                    part.match ? <strong key={i}>{part.text}</strong> : <span key={i}>{part.text}</span>,
                  )}
                </p>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  )
}
