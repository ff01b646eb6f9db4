import { loadCustomTypes } from '../api/custom-types.js'
import { loadBlock, loadProject } from '../api/project-data.js'
import { BlockEditor } from '../components/block-editor.js'
import { Choice } from '../components/choice.js'
import { Link } from '../components/link.js'
import { PageTitle } from '../components/page-title.js'
import { LoadError, Loading } from '../components/status-message.js'
import { sectionTitle } from '../lib/block-types.js'
import { navigate } from '../lib/navigation.js'
import { messagesOf } from '../lib/problems.js'
import { hrefOf } from '../lib/routes.js'
import { useLoad } from '../lib/use-load.js'

/**
 * The revision is read before the block: a save that lands between the two reads then makes our
 * expectedRevision stale (a 409 we resolve), never an unnoticed overwrite.
 */
async function loadForEditing(project: string, key: string) {
  const { revision } = await loadProject(project)
  const [block, customTypes] = await Promise.all([loadBlock(project, key), loadCustomTypes(project)])
  return { revision, block, customTypes }
}

export function EditBlock({ project, blockKey }: { project: string; blockKey: string }) {
  const loaded = useLoad(() => loadForEditing(project, blockKey), [project, blockKey])
  if (loaded.error) {
    return (
      <>
        <PageTitle title={`Edit ${blockKey}`} />
        <LoadError error={loaded.error} retry={loaded.reload} />
      </>
    )
  }
  if (!loaded.data) return <Loading what="the block" />
  const { block, revision, customTypes } = loaded.data
  return (
    <>
      <PageTitle title={`Edit ${block.name}`}>Edit “{block.name}”</PageTitle>
      <p class="meta">
        <code>{block.key}</code> · {block.type} in {block.section} · project at revision {revision} ·{' '}
        <Link to={{ page: 'block', project, key: block.key }}>Back to the block</Link>
      </p>
      <BlockEditor
        key={`${block.key}-${revision}`}
        project={project}
        original={{
          key: block.key,
          type: block.type,
          section: block.section,
          name: block.name,
          status: block.status,
          value: block.value,
        }}
        baseRevision={revision}
        customTypes={customTypes}
        isNew={false}
        onSaved={(key) => navigate(hrefOf({ page: 'block', project, key }))}
      >
        {(draft, update, problems) => (
          // Moving a block: it goes to the end of the section it moves to.
          <Choice
            id="block-section"
            label="Section"
            hint="Where the block appears in what agents read; moved, it goes to the end of its new section."
            options={[...new Set(['brand', 'product', 'users', block.section])].map((s) => ({
              value: s,
              label: sectionTitle(s),
            }))}
            value={draft.section}
            errors={messagesOf(problems, 'section')}
            onChange={(section) => update({ section })}
          />
        )}
      </BlockEditor>
    </>
  )
}
