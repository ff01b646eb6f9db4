import type { ComponentChildren } from 'preact'
import { useEffect, useState } from 'preact/hooks'
import { kindLabel, type OutlineSection, SHOWN_PER_SECTION, shownOf } from '../lib/outline.js'
import type { Route } from '../lib/routes.js'
import type { Loaded } from '../lib/use-load.js'
import { KindIcon } from './kind-icon.js'
import { Link } from './link.js'

/** The block a page is about, if any: its link in the sidebar is marked current. */
function currentBlock(route: Route): { key: string; exact: boolean } | null {
  if (route.page === 'block') return { key: route.key, exact: true }
  if (route.page === 'edit' || route.page === 'block-history') return { key: route.key, exact: false }
  return null
}

/** Whether the shortcut is Cmd+K (Apple keyboards) rather than Ctrl+K. */
export function appleKeyboard(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform)
}

/**
 * The project's column: its pages (`pages`, the project navigation), then its sections and, under
 * each, its blocks by name, with their kind as an icon (and in words for screen readers), and the
 * button that opens the finder. On a narrow screen all but that button fold away behind a menu
 * button, so the page starts near the top; they fold again when the person follows a link.
 */
export function Sidebar({
  project,
  route,
  outline,
  onFind,
  pages,
}: {
  project: string
  route: Route
  outline: Loaded<OutlineSection[]>
  onFind: () => void
  pages: ComponentChildren
}) {
  const [open, setOpen] = useState(false)
  const where = JSON.stringify(route)
  // Folds when the page changes (a link followed from it).
  useEffect(() => setOpen(false), [where])
  const current = currentBlock(route)
  const shortcut = appleKeyboard() ? '⌘K' : 'Ctrl+K'
  return (
    <div class="sidebar" data-open={open ? 'true' : 'false'}>
      <div class="sidebar-bar">
        <button
          type="button"
          class="button-secondary button-small sidebar-toggle"
          aria-expanded={open}
          aria-controls="sidebar-panel"
          onClick={() => setOpen(!open)}
        >
          Project menu
        </button>
        <button
          type="button"
          class="button-secondary button-small sidebar-find"
          aria-keyshortcuts={appleKeyboard() ? 'Meta+K' : 'Control+K'}
          onClick={onFind}
        >
          Find <kbd>{shortcut}</kbd>
        </button>
      </div>
      <div id="sidebar-panel" class="sidebar-panel">
        {pages}
        <nav class="sidebar-tree" aria-label="Sections and blocks">
          {outline.error && !outline.data && (
            <p class="sidebar-note">
              The sections did not load.{' '}
              <button type="button" class="button-link" onClick={outline.reload}>
                Try again
              </button>
            </p>
          )}
          {!outline.data && !outline.error && <p class="sidebar-note">Loading the sections…</p>}
          {outline.data && outline.data.length === 0 && <p class="sidebar-note">No blocks yet.</p>}
          {outline.data && outline.data.length > 0 && (
            <ul class="sidebar-sections">
              {outline.data.map((section) => (
                <li key={section.id}>
                  <Link
                    to={{ page: 'section', project, section: section.id }}
                    class="sidebar-section"
                    current={route.page === 'section' && route.section === section.id}
                  >
                    {section.title}
                  </Link>
                  {section.blocks.length > 0 && (
                    <ul class="sidebar-blocks">
                      {shownOf(section, current?.key).map((block) => (
                        <li key={block.key}>
                          <Link
                            to={{ page: 'block', project, key: block.key }}
                            class="sidebar-block"
                            current={current?.key === block.key ? (current.exact ? true : 'true') : false}
                          >
                            <KindIcon kind={block.kind} />
                            <span class="sidebar-name">{block.name}</span>
                            <span class="visually-hidden">({kindLabel(block.kind)})</span>
                          </Link>
                        </li>
                      ))}
                      {section.blocks.length > SHOWN_PER_SECTION && (
                        <li>
                          <Link to={{ page: 'section', project, section: section.id }} class="sidebar-block">
                            All {section.blocks.length} in {section.title}
                          </Link>
                        </li>
                      )}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
        </nav>
      </div>
    </div>
  )
}
