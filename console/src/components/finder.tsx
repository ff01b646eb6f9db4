import { useEffect, useMemo, useRef, useState } from 'preact/hooks'
import { navigate } from '../lib/navigation.js'
import { type FinderEntry, findEntries, type OutlineSection } from '../lib/outline.js'
import { hrefOf } from '../lib/routes.js'
import { KindIcon } from './kind-icon.js'

/**
 * The quick finder (Ctrl+K or Cmd+K): a modal dialog holding a combobox over the project's block
 * and section names (the ARIA 1.2 combobox with a listbox popup). Arrow keys move through the
 * matches, Enter opens one, Escape closes; `onClose(true)` asks the frame to give the focus back
 * to where it was, `onClose(false)` is said after opening a page (that page's heading takes it).
 */
export function Finder({
  project,
  outline,
  onClose,
}: {
  project: string
  outline: readonly OutlineSection[] | undefined
  onClose: (restoreFocus: boolean) => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const entries = useMemo(() => findEntries(project, outline ?? [], query), [project, outline, query])

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
  }, [])
  useEffect(() => {
    document.getElementById(`finder-option-${active}`)?.scrollIntoView({ block: 'nearest' })
  }, [active])

  const openEntry = (entry: FinderEntry | undefined) => {
    if (!entry) return
    onClose(false)
    navigate(hrefOf(entry.route))
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (entries.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((active + step + entries.length) % entries.length)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      openEntry(entries[active])
    }
  }
  const count =
    outline === undefined
      ? 'Loading the names…'
      : entries.length === 0
        ? 'No block or section has that in its name.'
        : `${entries.length} ${entries.length === 1 ? 'match' : 'matches'}${entries.length === 20 ? ' (the first 20)' : ''}`
  return (
    // A click on the backdrop (the dialog itself, outside its box) closes it, as Escape does.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard's way, handled by the dialog's cancel
    <dialog
      ref={dialog}
      class="finder"
      aria-labelledby="finder-title"
      // Escape closes the dialog natively (the browser may refuse to let a page keep it open);
      // its close event tells the frame, which removes it and puts the focus back.
      onClose={() => onClose(true)}
      onClick={(event) => {
        if (event.target === dialog.current) onClose(true)
      }}
    >
      <div class="finder-box">
        <h2 id="finder-title">Find a block or section</h2>
        <label for="finder-input">Name or key</label>
        <input
          id="finder-input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={entries.length > 0}
          aria-controls={entries.length > 0 ? 'finder-list' : undefined}
          aria-activedescendant={entries.length > 0 ? `finder-option-${active}` : undefined}
          aria-describedby="finder-hint"
          autocomplete="off"
          spellcheck={false}
          value={query}
          onInput={(event) => {
            setQuery(event.currentTarget.value)
            setActive(0)
          }}
          onKeyDown={onKeyDown}
        />
        <p id="finder-hint" class="hint">
          Up and down arrows choose, Enter opens, Escape closes.
        </p>
        <p class="finder-count" role="status">
          {count}
        </p>
        {entries.length > 0 && (
          <div id="finder-list" class="finder-list" role="listbox" aria-label="Matches">
            {entries.map((entry, index) => (
              // The combobox keeps the focus (aria-activedescendant), so an option is never focused
              // itself, and the keyboard acts through the combobox; a click opens the option.
              // biome-ignore lint/a11y/useKeyWithClickEvents: see above
              // biome-ignore lint/a11y/useFocusableInteractive: see above
              <div
                key={entry.id}
                id={`finder-option-${index}`}
                role="option"
                aria-selected={index === active}
                class="finder-option"
                onClick={() => openEntry(entry)}
              >
                <KindIcon kind={entry.kind} />
                <span class="finder-label">{entry.label}</span>
                <span class="visually-hidden">, </span>
                <span class="finder-detail">{entry.detail}</span>
              </div>
            ))}
          </div>
        )}
        <button type="button" class="button-secondary button-small" onClick={() => onClose(true)}>
          Close
        </button>
      </div>
    </dialog>
  )
}
