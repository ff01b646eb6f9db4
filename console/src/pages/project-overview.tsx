import { useState } from 'preact/hooks'
import type { Block } from '../api/client.js'
import { loadExport } from '../api/project-data.js'
import { session } from '../api/session.js'
import { useAccount } from '../components/account.js'
import { CopyBlock } from '../components/copy-block.js'
import { Link } from '../components/link.js'
import { PageTitle } from '../components/page-title.js'
import { LoadError, Loading } from '../components/status-message.js'
import { STATUSES } from '../lib/block-types.js'
import { curlSnippets, mcpSnippets } from '../lib/snippets.js'
import { useLoad } from '../lib/use-load.js'

function countsOf(blocks: readonly Block[]): string {
  return STATUSES.map((status) => `${blocks.filter((b) => b.status === status).length} ${status}`).join(', ')
}

/** A project at a glance: sections and their counts, links agents use, and how to connect them. */
export function ProjectOverview({ project }: { project: string }) {
  const { canWrite } = useAccount()
  const exported = useLoad(() => loadExport(project), [project])
  const [showKey, setShowKey] = useState(false)
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
  const target = { origin, project: info.id, key: showKey ? session.key() : null }
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

      <h2>What agents read</h2>
      {info.public ? (
        <ul>
          <li>
            <a href={`${publicBase}/llms.txt`}>llms.txt</a>: the whole context in the llmstxt.org format
          </li>
          <li>
            <a href={`${publicBase}/markdown`}>Markdown</a>: one document, by section
          </li>
          <li>
            <a href={`${publicBase}/context`}>Context (JSON)</a>: the blocks as data
          </li>
          <li>
            <Link to={{ page: 'preview', project: info.id, format: 'llms' }}>
              See them as agents get them
            </Link>
          </li>
        </ul>
      ) : (
        <p>
          This project is private: its public outputs answer 404, and agents read it with a key (MCP or API).
        </p>
      )}

      <h2>Connect an agent (MCP)</h2>
      <div class="field field-check">
        <input
          id="show-key"
          type="checkbox"
          checked={showKey}
          onChange={(event) => setShowKey(event.currentTarget.checked)}
        />
        <label for="show-key">Show my key in these snippets</label>
        <p class="hint">Otherwise they say YOUR_PCTX_KEY: replace it with a key before use.</p>
      </div>
      {mcpSnippets(target).map((snippet) => (
        <CopyBlock key={snippet.title} snippet={snippet} />
      ))}
      <h2>Call the API (curl)</h2>
      {curlSnippets(target).map((snippet) => (
        <CopyBlock key={snippet.title} snippet={snippet} />
      ))}
    </>
  )
}
