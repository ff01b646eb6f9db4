import { useRef } from 'preact/hooks'
import { ApiError } from '../api/client.js'
import { loadCustomTypes } from '../api/custom-types.js'
import { loadBlock, loadExport } from '../api/project-data.js'
import { BlockEditor, type Draft } from '../components/block-editor.js'
import { Choice } from '../components/choice.js'
import { describedBy, Field } from '../components/field.js'
import { PageTitle } from '../components/page-title.js'
import { LoadError, Loading } from '../components/status-message.js'
import { BUILT_IN_TYPES, defaultTypeOf, sectionTitle } from '../lib/block-types.js'
import { keyFromName } from '../lib/key-from-name.js'
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

/** Whether a value is still what its type starts with (nothing typed into it yet). */
function untouched(draft: Draft): boolean {
  return JSON.stringify(draft.value) === JSON.stringify(startingValue(draft.type))
}

/** Asked only of a key the form found valid (an empty one would read the block list). */
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
  // The key follows the name, and the type the section, until the person sets them by hand.
  const keyByHand = useRef(false)
  const typeByHand = useRef(false)
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
  const startSection = section ?? 'brand'
  const startType = defaultTypeOf(startSection)
  const original: Draft = {
    key: '',
    type: startType,
    section: startSection,
    name: '',
    status: 'draft',
    value: startingValue(startType),
  }
  const derive = (before: Draft, after: Draft): Partial<Draft> => {
    const patch: Partial<Draft> = {}
    if (!keyByHand.current && after.name !== before.name) patch.key = keyFromName(after.name)
    if (!typeByHand.current && after.section !== before.section && untouched(after)) {
      const type = defaultTypeOf(after.section)
      if (type !== after.type) Object.assign(patch, { type, value: startingValue(type) })
    }
    return patch
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
        derive={derive}
        onSaved={(key) => navigate(hrefOf({ page: 'block', project, key }))}
      >
        {(draft, update, problems) => {
          const keyErrors = messagesOf(problems, 'key')
          return (
            <>
              <Field
                id="block-key"
                label="Key"
                hint="Made from the name as you type it; change it if you like. Unique in the project: letters, digits, '.', '_' and '-', e.g. persona-admin."
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
                    keyByHand.current = true
                    update({ key: event.currentTarget.value.trim() })
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
                onChange={(type) => {
                  typeByHand.current = true
                  update({ type, value: startingValue(type) })
                }}
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
