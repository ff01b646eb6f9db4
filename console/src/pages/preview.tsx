import { api, envelope } from '../api/client.js'
import { Link } from '../components/link.js'
import { PageTitle } from '../components/page-title.js'
import { LoadError, Loading } from '../components/status-message.js'
import type { PreviewFormat } from '../lib/routes.js'
import { useLoad } from '../lib/use-load.js'

const FORMATS: { format: PreviewFormat; label: string; path: string }[] = [
  { format: 'llms', label: 'llms.txt', path: 'llms.txt' },
  { format: 'markdown', label: 'Markdown', path: 'markdown' },
]

function loadOutput(project: string, format: PreviewFormat) {
  const params = { params: { path: { projectId: project } }, parseAs: 'text' as const }
  return envelope(
    format === 'llms'
      ? api.GET('/api/projects/{projectId}/llms.txt', params)
      : api.GET('/api/projects/{projectId}/markdown', params),
  )
}

/** Exactly what agents get: the public outputs, fetched as they would, shown as text. */
export function Preview({ project, format }: { project: string; format: PreviewFormat }) {
  const output = useLoad(() => loadOutput(project, format), [project, format])
  const current = FORMATS.find((f) => f.format === format) ?? FORMATS[0]
  const url = `${window.location.origin}/api/projects/${encodeURIComponent(project)}/${current?.path}`
  return (
    <>
      <PageTitle title="Preview" />
      <nav aria-label="Formats" class="tabs">
        <ul>
          {FORMATS.map((f) => (
            <li key={f.format}>
              <Link to={{ page: 'preview', project, format: f.format }} current={f.format === format}>
                {f.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        What an agent gets from <a href={url}>{url}</a>, byte for byte. Blocks with status empty are left out.
      </p>
      {output.error &&
        (output.error.status === 404 ? (
          <p class="notice">
            Nothing public to show: the project is private, or has no block with content yet. Private projects
            are read with a key, through the API or MCP.
          </p>
        ) : (
          <LoadError error={output.error} retry={output.reload} />
        ))}
      {!output.data && !output.error && <Loading what={current?.label ?? 'the output'} />}
      {typeof output.data === 'string' && (
        <>
          <h2>{current?.label}</h2>
          <pre class="agent-output">{output.data}</pre>
        </>
      )}
    </>
  )
}
