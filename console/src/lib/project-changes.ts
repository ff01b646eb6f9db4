import { useEffect, useState } from 'preact/hooks'
import { api } from '../api/client.js'

/**
 * Tells the parts of the console that show a project's content (the sidebar, the finder) that
 * the console itself just changed it: any successful write under /api/v1/projects/{id}. Pages
 * reload their own data; the frame around them is not reloaded by a navigation, so it listens.
 * Changes made elsewhere (another tab, an agent) show on the next full load.
 */
const EVENT = 'pctx:project-changed'
const PROJECT_PATH = /^\/api\/v1\/projects\/([^/]+)(?:\/|$)/

api.use({
  onResponse({ request, response }) {
    if (request.method === 'GET' || request.method === 'HEAD' || !response.ok) return undefined
    const match = PROJECT_PATH.exec(new URL(request.url).pathname)
    if (match?.[1]) {
      window.dispatchEvent(new CustomEvent(EVENT, { detail: decodeURIComponent(match[1]) }))
    }
    return undefined
  },
})

/** A number that grows each time the console writes to `project`: a dependency for useLoad. */
export function useProjectChanges(project: string | null): number {
  const [changes, setChanges] = useState(0)
  useEffect(() => {
    if (project === null) return undefined
    const changed = (event: Event) => {
      if ((event as CustomEvent<string>).detail === project) setChanges((n) => n + 1)
    }
    window.addEventListener(EVENT, changed)
    return () => window.removeEventListener(EVENT, changed)
  }, [project])
  return changes
}
