import type { ComponentChildren } from 'preact'
import { useEffect, useRef, useState } from 'preact/hooks'
import { ApiError, api, type Block, type BlockStatus, envelope } from '../api/client.js'
import type { CustomType } from '../api/custom-types.js'
import { loadBlock, loadProject } from '../api/project-data.js'
import { fieldLabel, STATUSES } from '../lib/block-types.js'
import { draftProblems } from '../lib/draft-problems.js'
import {
  type FieldProblems,
  messagesOf,
  NO_PROBLEMS,
  type Problem,
  problemsAt,
  problemsForBlock,
} from '../lib/problems.js'
import { formModelOf } from '../lib/schema-form.js'
import { differingFields, type EditableBlock } from '../lib/text-diff.js'
import { useAccount } from './account.js'
import { ConflictPanel } from './conflict-panel.js'
import { JsonEditor } from './editors/json-editor.js'
import { ListEditor } from './editors/list-editor.js'
import { PersonaEditor } from './editors/persona-editor.js'
import { SchemaFormEditor } from './editors/schema-form-editor.js'
import { TextEditor } from './editors/text-editor.js'
import type { ValueEditorProps } from './editors/value-editor-props.js'
import { describedBy, Field } from './field.js'

export interface Draft extends EditableBlock {
  key: string
  status: BlockStatus
}

export interface Conflict {
  /** The block on the server now; null when someone deleted it. */
  theirs: Block | null
  revision: number
}

function draftOf(block: Block): Draft {
  const { key, type, section, name, status, value } = block
  return { key, type, section, name, status, value }
}

/** The editor for a value of this type: built-in forms, a generated form, or JSON. */
function ValueEditor(props: ValueEditorProps & { type: string; customTypes: readonly CustomType[] }) {
  const { type, customTypes, ...editor } = props
  if (type === 'persona') return <PersonaEditor {...editor} />
  if (type === 'text') return <TextEditor {...editor} />
  if (type === 'list') return <ListEditor {...editor} />
  const custom = customTypes.find((candidate) => candidate.type === type)
  const model = custom ? formModelOf(custom.schema) : null
  if (custom && model) {
    return (
      <SchemaFormEditor
        {...editor}
        model={model}
        title={custom.title ?? type}
        requiredForComplete={custom.requiredForComplete}
      />
    )
  }
  return <JsonEditor {...editor} />
}

/** A problem in the summary: named by its field unless its message already starts with the name. */
function summaryLine(field: string, message: string): string {
  const label = fieldLabel(field)
  return message.startsWith(label) ? message : `${label}: ${message}`
}

/** Which of two saves of the same block differ in what a person edits. */
function sameBlock(a: Draft | Block, b: Draft | Block): boolean {
  return differingFields(a, b).length === 0
}

/**
 * Editing one block (or creating it). Saving is a sync of that block with `expectedRevision`,
 * the revision the form was loaded at. A 409 means the project changed since: when this block is
 * as it was, the save is sent again at the new revision; when someone changed this block, both
 * versions are shown and the person chooses.
 */
export function BlockEditor({
  project,
  original,
  baseRevision,
  customTypes,
  isNew,
  keyProblem,
  derive,
  onSaved,
  children,
}: {
  project: string
  /** The block as loaded (or the starting point of a new one). */
  original: Draft
  baseRevision: number
  customTypes: readonly CustomType[]
  isNew: boolean
  /** Checks a new block's key before saving (taken, reserved…): a message, or null. */
  keyProblem?: (key: string) => Promise<string | null>
  /** What follows from a change (a new block's key from its name…), given the draft before and after it. */
  derive?: (before: Draft, after: Draft) => Partial<Draft>
  onSaved: (key: string, revision: number) => void
  /** Fields only a new block has (key, type, section), rendered after the name. */
  children?: (
    draft: Draft,
    update: (patch: Partial<Draft>) => void,
    problems: FieldProblems,
  ) => ComponentChildren
}) {
  const { canWrite, readOnlyReason, announce } = useAccount()
  const [draft, setDraft] = useState<Draft>(original)
  const [base, setBase] = useState({ revision: baseRevision, block: original })
  const [message, setMessage] = useState('')
  const [problems, setProblems] = useState<FieldProblems>(NO_PROBLEMS)
  const [general, setGeneral] = useState<string | null>(null)
  // What the value's editor found itself (invalid JSON, an empty item): reported when saving.
  // Tagged with the editor that found them: another type's editor (remounted) starts clean.
  const [local, setLocal] = useState<{ editor: string; problems: Problem[] }>({ editor: '', problems: [] })
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const [busy, setBusy] = useState(false)
  // Remounts the value editor when its value is replaced from outside (their version loaded).
  const [editorGeneration, setEditorGeneration] = useState(0)
  // The summary of a failed save takes the focus, so keyboard users land on what to fix.
  const summary = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (general) summary.current?.focus()
  }, [general, problems])

  const update = (patch: Partial<Draft>) =>
    setDraft((previous) => {
      const next = { ...previous, ...patch }
      return derive ? { ...next, ...derive(previous, next) } : next
    })

  /**
   * Every problem the form can see, all at once beside its field, before anything is sent; the
   * server's own (a taken key, `complete` without content…) arrive the same way from its 400.
   */
  const editorKey = `${draft.type}-${editorGeneration}`
  const submit = () => {
    const localProblems = local.editor === editorKey ? local.problems : []
    const found = [...draftProblems(draft, isNew), ...localProblems]
    if (found.length === 0) {
      void save(base.revision)
      return
    }
    setProblems(problemsAt(found))
    setGeneral(
      found.length === 1
        ? 'Not saved: fix the problem below.'
        : `Not saved: fix the ${found.length} problems below.`,
    )
    announce('Not saved: see the problems in the form')
  }

  const sync = (expectedRevision: number) =>
    envelope(
      api.POST('/api/v1/projects/{projectId}/sync', {
        params: { path: { projectId: project } },
        body: {
          blocks: [
            {
              key: draft.key,
              type: draft.type,
              section: draft.section,
              name: draft.name,
              status: draft.status,
              value: draft.value,
            },
          ],
          mode: 'upsert',
          dryRun: false,
          expectedRevision,
          ...(message.trim() ? { message: message.trim() } : {}),
        },
      }),
    )

  const save = async (expectedRevision: number) => {
    setBusy(true)
    setProblems(NO_PROBLEMS)
    setGeneral(null)
    try {
      if (isNew && keyProblem) {
        const taken = await keyProblem(draft.key)
        if (taken) {
          setProblems(problemsForBlock([{ path: 'blocks[0].key', message: taken }]))
          announce('Not saved: the key needs fixing')
          return
        }
      }
      let revision = expectedRevision
      // A few rounds at most: each one happens only when someone else saved meanwhile.
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          const result = await sync(revision)
          announce(`Saved “${draft.name}” (revision ${result.data.revision})`)
          setConflict(null)
          onSaved(draft.key, result.data.revision)
          return
        } catch (error) {
          if (!(error instanceof ApiError) || error.status !== 409) throw error
          const latest = await loadProject(project)
          const theirs = await loadBlock(project, draft.key).catch((missing: unknown) => {
            if (missing instanceof ApiError && missing.status === 404) return null
            throw missing
          })
          const untouched = isNew ? theirs === null : theirs !== null && sameBlock(theirs, base.block)
          if (!untouched) {
            setConflict({ theirs, revision: latest.revision })
            announce('Not saved: someone else saved this block first')
            return
          }
          revision = latest.revision
        }
      }
      setGeneral('The project keeps changing under this save; try again in a moment.')
    } catch (error) {
      if (error instanceof ApiError) {
        const found = problemsForBlock(error.details)
        setProblems(found)
        setGeneral(
          found.byField.size > 0 ? 'Not saved: fix the problems below.' : `Not saved: ${error.message}`,
        )
        announce('Not saved: see the problems in the form')
      } else {
        setGeneral(`Not saved: ${String(error)}`)
      }
    } finally {
      setBusy(false)
    }
  }

  const useTheirs = () => {
    if (!conflict) return
    if (conflict.theirs) {
      const theirs = draftOf(conflict.theirs)
      setDraft(theirs)
      setBase({ revision: conflict.revision, block: theirs })
    } else {
      setBase({ revision: conflict.revision, block: draft })
    }
    setEditorGeneration((n) => n + 1)
    setConflict(null)
    announce('Loaded their version')
  }

  const nameErrors = messagesOf(problems, 'name')
  const statusErrors = messagesOf(problems, 'status')
  return (
    <form
      class="block-editor"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!busy) submit()
      }}
    >
      {!canWrite && <p class="notice">{readOnlyReason}</p>}
      {general && (
        <div class="notice notice-error" role="alert" tabIndex={-1} ref={summary}>
          <p>{general}</p>
          {(problems.general.length > 0 || problems.byField.size > 0) && (
            // Every problem once here (a field the form does not show included), and each again
            // next to its field.
            <ul>
              {problems.general.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
              {[...problems.byField].flatMap(([field, messages]) =>
                messages.map((message) => <li key={`${field}:${message}`}>{summaryLine(field, message)}</li>),
              )}
            </ul>
          )}
        </div>
      )}
      {conflict && (
        <ConflictPanel
          conflict={conflict}
          mine={draft}
          busy={busy}
          onOverwrite={() => void save(conflict.revision)}
          onUseTheirs={useTheirs}
        />
      )}
      <fieldset class="plain" disabled={!canWrite}>
        <Field
          id="block-name"
          label="Block name"
          hint="What people and agents see as its title."
          errors={nameErrors}
        >
          <input
            id="block-name"
            type="text"
            value={draft.name}
            maxLength={200}
            aria-describedby={describedBy('block-name', true, nameErrors)}
            aria-invalid={nameErrors.length > 0 ? true : undefined}
            onInput={(event) => update({ name: event.currentTarget.value })}
          />
        </Field>
        {children?.(draft, update, problems)}
        <Field
          id="block-status"
          label="Status"
          hint="Empty blocks are left out of what agents read; complete needs every required field."
          errors={statusErrors}
        >
          <select
            id="block-status"
            value={draft.status}
            aria-describedby={describedBy('block-status', true, statusErrors)}
            aria-invalid={statusErrors.length > 0 ? true : undefined}
            onChange={(event) => update({ status: event.currentTarget.value as BlockStatus })}
          >
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </Field>
        <ValueEditor
          key={editorKey}
          type={draft.type}
          customTypes={customTypes}
          value={draft.value}
          onChange={(value) => update({ value })}
          onLocalProblems={(problems) => setLocal({ editor: editorKey, problems })}
          problems={problems}
        />
        <Field
          id="save-message"
          label="Note for the history (optional)"
          hint="Why you made this change; at most 500 characters."
        >
          <input
            id="save-message"
            type="text"
            maxLength={500}
            value={message}
            aria-describedby="save-message-hint"
            onInput={(event) => setMessage(event.currentTarget.value)}
          />
        </Field>
        <div class="actions">
          <button type="submit" disabled={busy}>
            Save
          </button>
        </div>
      </fieldset>
    </form>
  )
}
