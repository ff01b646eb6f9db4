import type { ComponentChildren } from 'preact'
import { useCallback, useEffect, useRef, useState } from 'preact/hooks'
import type { Who } from '../api/client.js'
import { loadExport } from '../api/project-data.js'
import { outlineOf } from '../lib/outline.js'
import { useProjectChanges } from '../lib/project-changes.js'
import type { Route } from '../lib/routes.js'
import { useLoad } from '../lib/use-load.js'
import { roleOn, writeAccess } from './account.js'
import { Finder } from './finder.js'
import { Link } from './link.js'
import { appleKeyboard, Sidebar } from './sidebar.js'

/** The project a page belongs to, if any: its pages get a second navigation bar. */
function projectOf(route: Route): string | null {
  return 'project' in route ? route.project : null
}

function ProjectNav({ project, route, who }: { project: string; route: Route; who: Who }) {
  // Members are a project admin's business (a person's role; a key never has members to show).
  const manages = who.kind === 'person' && roleOn(who, project) === 'admin'
  // Creating is editing: a viewer or a read key is not sent to a form they cannot save.
  const writes = writeAccess(who, project).canWrite
  const items: { label: string; to: Route; current: boolean }[] = [
    { label: 'Overview', to: { page: 'project', project }, current: route.page === 'project' },
    { label: 'Search', to: { page: 'search', project, q: '' }, current: route.page === 'search' },
    {
      label: 'History',
      to: { page: 'history', project },
      current: route.page === 'history' || route.page === 'revision',
    },
    { label: 'Preview', to: { page: 'preview', project, format: 'llms' }, current: route.page === 'preview' },
    { label: 'Connect', to: { page: 'connect', project }, current: route.page === 'connect' },
    ...(writes
      ? [
          {
            label: 'New block',
            to: { page: 'new', project, section: null } as Route,
            current: route.page === 'new',
          },
        ]
      : []),
    ...(manages
      ? [{ label: 'Members', to: { page: 'members', project } as Route, current: route.page === 'members' }]
      : []),
    { label: 'Settings', to: { page: 'settings', project }, current: route.page === 'settings' },
  ]
  return (
    <nav class="project-nav" aria-label="Project">
      <p class="project-nav-id">
        Project <code>{project}</code>
      </p>
      <ul>
        {items.map((item) => (
          <li key={item.label}>
            <Link to={item.to} current={item.current}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Who is signed in, as the header says it: the key and its access, or the person and their role here. */
function AccountName({ who, project }: { who: Who; project: string | null }) {
  if (who.kind === 'key') {
    return (
      <span class="account-name">
        Key <strong>{who.me.name}</strong> ({who.me.access === 'write' ? 'read and write' : 'read only'})
      </span>
    )
  }
  const { user } = who.me
  const role = roleOn(who, project)
  const detail =
    project === null
      ? user.admin
        ? 'instance admin'
        : null
      : role === null
        ? 'not a member of this project'
        : `${role} of this project`
  return (
    <span class="account-name">
      <strong>{user.name}</strong>
      {detail && ` (${detail})`}
    </span>
  )
}

/**
 * A project's outline for the sidebar and the finder, loaded again whenever the console itself
 * writes to the project (a block created, renamed, deleted, restored), so both show it at once.
 */
function useOutline(project: string | null) {
  const changes = useProjectChanges(project)
  const loaded = useLoad(
    async () => ({
      project,
      sections: project === null ? [] : outlineOf((await loadExport(project)).sections),
    }),
    [project, changes],
  )
  // While another project's outline is still shown (the person just moved), show none.
  const data = loaded.data?.project === project ? loaded.data.sections : undefined
  return { ...loaded, data }
}

/** Ctrl+K (Cmd+K on a Mac) opens the finder, unless another dialog is open (a confirmation). */
function useFinderShortcut(enabled: boolean, open: () => void) {
  useEffect(() => {
    if (!enabled) return undefined
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return
      // Only the platform's own modifier: Ctrl+K in a Mac's text field deletes to the line's end.
      if (!(appleKeyboard() ? event.metaKey : event.ctrlKey)) return
      if (document.querySelector('dialog[open]')) return
      event.preventDefault()
      open()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [enabled, open])
}

/** The frame of every signed-in page: skip link, header, navigation, sidebar, main, live region. */
export function Layout({
  who,
  route,
  onSignOut,
  announcement,
  children,
}: {
  who: Who
  route: Route
  onSignOut: () => void
  announcement: string
  children: ComponentChildren
}) {
  const project = projectOf(route)
  const outline = useOutline(project)
  const [finding, setFinding] = useState(false)
  // Where the focus was when the finder opened: it goes back there when the finder closes.
  const returnTo = useRef<HTMLElement | null>(null)
  const openFinder = useCallback(() => {
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setFinding(true)
  }, [])
  const closeFinder = (restoreFocus: boolean) => {
    setFinding(false)
    const back = returnTo.current
    // After the dialog has left the page (the next frame), so the focus is not taken back from it.
    if (restoreFocus && back) window.setTimeout(() => back.isConnected && back.focus(), 0)
  }
  useFinderShortcut(project !== null, openFinder)
  const mainElement = (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  )
  return (
    <>
      <a class="skip-link" href="#main">
        Skip to content
      </a>
      <header class="site-header">
        <div class="site-header-inner">
          <Link to={{ page: 'projects' }} class="brand">
            pctx console
          </Link>
          <nav aria-label="Main">
            <ul>
              <li>
                <Link to={{ page: 'projects' }} current={route.page === 'projects'}>
                  Projects
                </Link>
              </li>
              {who.kind === 'person' && who.me.user.admin && (
                <li>
                  <Link to={{ page: 'users' }} current={route.page === 'users'}>
                    Users
                  </Link>
                </li>
              )}
              {who.kind === 'person' && (
                <li>
                  <Link to={{ page: 'keys' }} current={route.page === 'keys'}>
                    Your keys
                  </Link>
                </li>
              )}
              {who.kind === 'person' && (
                <li>
                  <Link to={{ page: 'apps' }} current={route.page === 'apps'}>
                    Connected apps
                  </Link>
                </li>
              )}
              {who.kind === 'person' && (
                <li>
                  <Link to={{ page: 'sessions' }} current={route.page === 'sessions'}>
                    Your sessions
                  </Link>
                </li>
              )}
            </ul>
          </nav>
          <div class="account">
            <AccountName who={who} project={project} />
            <button type="button" class="button-secondary" onClick={onSignOut}>
              Sign out
            </button>
          </div>
        </div>
      </header>
      {project ? (
        <div class="project-frame">
          <Sidebar
            project={project}
            route={route}
            outline={outline}
            onFind={openFinder}
            pages={<ProjectNav project={project} route={route} who={who} />}
          />
          {mainElement}
        </div>
      ) : (
        mainElement
      )}
      {project && finding && <Finder project={project} outline={outline.data} onClose={closeFinder} />}
      <div class="live-region" role="status" aria-live="polite">
        {announcement}
      </div>
    </>
  )
}
