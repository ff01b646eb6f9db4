import { useEffect, useState } from 'preact/hooks'
import { ApiError, api, unwrap } from '../api/client.js'
import { useAccount, writeAccess } from '../components/account.js'
import { PageTitle } from '../components/page-title.js'
import { LoadError, Loading } from '../components/status-message.js'
import { messageOf } from '../lib/error-message.js'
import { groupsOfLines, linesOfGroups, problemsByLine } from '../lib/synonym-lines.js'
import { useLoad } from '../lib/use-load.js'

const getSynonyms = (projectId: string) =>
  unwrap(api.GET('/api/v1/projects/{projectId}/synonyms', { params: { path: { projectId } } }))

const putSynonyms = (projectId: string, groups: string[][]) =>
  unwrap(
    api.PUT('/api/v1/projects/{projectId}/synonyms', { params: { path: { projectId } }, body: { groups } }),
  )

/** The project's settings: for now its synonyms (docs/search.md, "Synonyms"). */
export function Settings({ project }: { project: string }) {
  const loaded = useLoad(() => getSynonyms(project), [project])
  return (
    <>
      <PageTitle title="Settings" />
      <h2 id="synonyms-title">Synonyms</h2>
      <p>
        Words that mean the same thing in this project: a search for one also finds the others, so "how do we
        talk to customers" finds the voice and tone that says "user". One group per line, words separated by
        commas; each word is one word, not a stop word like "the". Search, the outputs for agents and MCP all
        use them.
      </p>
      {loaded.error && <LoadError error={loaded.error} retry={loaded.reload} />}
      {!loaded.data && !loaded.error && <Loading what="the synonyms" />}
      {loaded.data && <SynonymsEditor project={project} groups={loaded.data.groups} />}
    </>
  )
}

function SynonymsEditor({ project, groups }: { project: string; groups: string[][] }) {
  const { who, announce } = useAccount()
  const access = writeAccess(who, project)
  const [lines, setLines] = useState<string[]>(() => [...linesOfGroups(groups), ''])
  const [problems, setProblems] = useState<Map<number, string[]>>(new Map())
  const [general, setGeneral] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => setLines([...linesOfGroups(groups), '']), [groups])

  const setLine = (index: number, text: string) =>
    setLines((current) => current.map((line, i) => (i === index ? text : line)))

  const save = async (event: Event) => {
    event.preventDefault()
    const { groups: sent, lineOf } = groupsOfLines(lines)
    setBusy(true)
    setGeneral(null)
    setProblems(new Map())
    try {
      const saved = await putSynonyms(project, sent)
      setLines([...linesOfGroups(saved.groups), ''])
      announce(`Synonyms saved: ${saved.groups.length} group${saved.groups.length === 1 ? '' : 's'}`)
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.details.length > 0) {
        const { byLine, rest } = problemsByLine(error.details, lineOf)
        setProblems(byLine)
        setGeneral(rest.length > 0 ? rest.join(' ') : 'Some groups need fixing: see beside them.')
      } else setGeneral(messageOf(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={save} noValidate aria-labelledby="synonyms-title">
      {!access.canWrite && <p class="notice">{access.reason}</p>}
      {general && (
        <p class="notice notice-error" role="alert">
          {general}
        </p>
      )}
      <ol class="synonym-groups">
        {lines.map((line, index) => {
          const own = problems.get(index)
          const id = `synonym-group-${index}`
          return (
            <li key={index} class="field">
              <label for={id}>Group {index + 1}</label>
              <input
                id={id}
                type="text"
                autoComplete="off"
                spellcheck={false}
                value={line}
                disabled={!access.canWrite}
                placeholder="customer, client, buyer"
                aria-invalid={own ? 'true' : undefined}
                aria-describedby={own ? `${id}-error` : undefined}
                onInput={(event) => setLine(index, event.currentTarget.value)}
              />
              {own && (
                <p class="field-error" id={`${id}-error`}>
                  {own.join(' ')}
                </p>
              )}
            </li>
          )
        })}
      </ol>
      {access.canWrite && (
        <div class="actions">
          <button
            type="button"
            class="button-secondary"
            onClick={() => setLines((current) => [...current, ''])}
          >
            Add a group
          </button>
          <button type="submit" disabled={busy}>
            Save synonyms
          </button>
        </div>
      )}
    </form>
  )
}
