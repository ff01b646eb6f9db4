import { ApiError } from '../api/client.js'
import { loadCustomTypes } from '../api/custom-types.js'
import { loadBlock, loadExport } from '../api/project-data.js'
import { BlockEditor, type Draft } from '../components/block-editor.js'
import { Choice } from '../components/choice.js'
import { describedBy, Field } from '../components/field.js'
import { PageTitle } from '../components/page-title.js'
import { LoadError, Loading } from '../components/status-message.js'
import { BUILT_IN_TYPES, sectionTitle } from '../lib/block-types.js'
import { navigate } from '../lib/navigation.js'
import { messagesOf } from '../lib/problems.js'
import { hrefOf } from '../lib/routes.js'
import { useLoad } from '../lib/use-load.js'

const WELL_KNOWN_SECTIONS = ['brand', 'product', 'users']

/** The value a new block of a type starts with. */
function startingValue(type: string): Record<string, unknown> {
  if (type === 'persona') return { name: '', description: '', goals: '', pain_points: '' }
  if (type === 'text') return { content: '' }
  if (type === 'list') return { items: [] }
  return {}
}

async function loadForCreating(project: string) {
  // The export gives the revision and the sections in one read.
  const [exported, customTypes] = await Promise.all([loadExport(project), loadCustomTypes(project)])
  const sections = [...new Set([...WELL_KNOWN_SECTIONS, ...exported.sections.map((s) => s.type)])]
  return { revision: exported.project.revision, sections, customTypes }
}

async function keyTaken(project: string, key: string): Promise<string | null> {
  try {
    await loadBlock(project, key)
    return `A block with the key "${key}" already exists: choose another key, or edit that block`
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    // The save itself reports anything else (an invalid key is a 400 with its reason).
    return null
  }
}

/** Creating a block: key, type and section first, then the same editor as for an existing one. */
export function NewBlock({ project, section }: { project: string; section: string | null }) {
  const loaded = useLoad(() => loadForCreating(project), [project])
  if (loaded.error) {
    return (
      <>
        <PageTitle title="New block" />
        <LoadError error={loaded.error} retry={loaded.reload} />
      </>
    )
  }
  if (!loaded.data) return <Loading what="the project" />
  const { revision, sections, customTypes } = loaded.data
  const typeOptions = [
    ...BUILT_IN_TYPES.map((type) => ({ value: type, label: type })),
    ...customTypes.map((custom) => ({
      value: custom.type,
      label: custom.title ? `${custom.title} (${custom.type})` : custom.type,
    })),
  ]
  const original: Draft = {
    key: '',
    type: 'text',
    section: section ?? 'brand',
    name: '',
    status: 'draft',
    value: startingValue('text'),
  }
  return (
    <>
      <PageTitle title="New block" />
      <BlockEditor
        project={project}
        original={original}
        baseRevision={revision}
        customTypes={customTypes}
        isNew
        keyProblem={(key) => keyTaken(project, key)}
        onSaved={(key) => navigate(hrefOf({ page: 'block', project, key }))}
      >
        {(draft, update, problems) => {
          const keyErrors = messagesOf(problems, 'key')
          return (
            <>
              <Field
                id="block-key"
                label="Key"
                hint="Its identifier, unique in the project: letters, digits, '.', '_' and '-', e.g. persona-admin."
                errors={keyErrors}
              >
                <input
                  id="block-key"
                  type="text"
                  value={draft.key}
                  maxLength={128}
                  spellcheck={false}
                  autoComplete="off"
                  aria-describedby={describedBy('block-key', true, keyErrors)}
                  aria-invalid={keyErrors.length > 0 ? true : undefined}
                  onInput={(event) => {
                    const key = event.currentTarget.value.trim()
                    // The name follows the key until someone types a name of their own.
                    update(draft.name === draft.key ? { key, name: key } : { key })
                  }}
                />
              </Field>
              <Choice
                id="block-type"
                label="Type"
                hint="Persona, text, list and the project's custom types with a simple schema have their own forms; any other type is edited as JSON."
                options={typeOptions}
                value={draft.type}
                errors={messagesOf(problems, 'type')}
                onChange={(type) => update({ type, value: startingValue(type) })}
              />
              <Choice
                id="block-section"
                label="Section"
                hint="Where the block appears in what agents read."
                options={sections.map((s) => ({ value: s, label: sectionTitle(s) }))}
                value={draft.section}
                errors={messagesOf(problems, 'section')}
                onChange={(value) => update({ section: value })}
              />
            </>
          )
        }}
      </BlockEditor>
    </>
  )
}
