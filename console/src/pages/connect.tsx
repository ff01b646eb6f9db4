import { useState } from 'preact/hooks'
import { loadProject } from '../api/project-data.js'
import { session } from '../api/session.js'
import { useAccount } from '../components/account.js'
import { CopyBlock } from '../components/copy-block.js'
import { Link } from '../components/link.js'
import { PageTitle } from '../components/page-title.js'
import { LoadError, Loading } from '../components/status-message.js'
import { curlSnippets, mcpSnippets, oauthSnippets } from '../lib/snippets.js'
import { useLoad } from '../lib/use-load.js'

/**
 * How AI apps, MCP clients and scripts connect to a project: MCP by URL with OAuth, MCP with a
 * key, the API with curl, and the public outputs agents read. The developer's page, so the
 * overview stays about what the project holds.
 */
export function Connect({ project }: { project: string }) {
  const { who } = useAccount()
  const loaded = useLoad(() => loadProject(project), [project])
  const [showKey, setShowKey] = useState(false)
  if (loaded.error) {
    return (
      <>
        <PageTitle title="Connect" />
        <LoadError error={loaded.error} retry={loaded.reload} />
      </>
    )
  }
  const info = loaded.data
  if (!info) return <Loading what="the project" />
  const origin = window.location.origin
  const publicBase = `${origin}/api/projects/${encodeURIComponent(info.id)}`
  // Only a key pasted at sign-in is known to the console; a person's session has none to show.
  const ownKey = session.key()
  const target = { origin, project: info.id, key: showKey ? ownKey : null }
  return (
    <>
      <PageTitle title="Connect" />
      <p class="lead">
        How AI apps, MCP clients and scripts read <strong>{info.name}</strong> (project <code>{info.id}</code>
        ).
      </p>

      <h2>AI apps, by URL (OAuth)</h2>
      <p>
        Apps that add an MCP server by URL sign you in here and ask which projects they may use, with no key
        to copy.
        {who.kind === 'person' && (
          <>
            {' '}
            <Link to={{ page: 'apps' }}>Connected apps</Link> lists what you allowed and revokes it.
          </>
        )}
      </p>
      {oauthSnippets(origin).map((snippet) => (
        <CopyBlock key={snippet.title} snippet={snippet} />
      ))}

      <h2>MCP clients with a key</h2>
      <p>
        For clients without OAuth, and for scripts.
        {who.kind === 'person' && (
          <>
            {' '}
            Make a key on <Link to={{ page: 'keys' }}>Your keys</Link>.
          </>
        )}
      </p>
      {ownKey && (
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
      )}
      {mcpSnippets(target).map((snippet) => (
        <CopyBlock key={snippet.title} snippet={snippet} />
      ))}

      <h2>The API (curl)</h2>
      {curlSnippets(target).map((snippet) => (
        <CopyBlock key={snippet.title} snippet={snippet} />
      ))}

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
        </ul>
      ) : (
        <p>
          This project is private: its public outputs answer 404, and agents read it with a key or an app's
          sign-in (MCP or API).
        </p>
      )}
    </>
  )
}
