import { ApiError, api, unwrap } from './client.js'

type Exported = Awaited<ReturnType<typeof fetchExport>>

function fetchExport(project: string) {
  return unwrap(api.GET('/api/v1/projects/{projectId}/export', { params: { path: { projectId: project } } }))
}

/** Export loads asked for in the current task, by project: they share one request. */
const sharedExports = new Map<string, Promise<Exported>>()

/**
 * A project's whole content by section (the export), for the overview, the sidebar and the
 * preview. The sidebar and the page it frames ask for it in the same render: they share one
 * request rather than download a large project twice. Only loads asked for in the same task
 * share: one asked for after a write (the next task at the earliest) reads the project anew.
 */
export function loadExport(project: string): Promise<Exported> {
  const shared = sharedExports.get(project)
  if (shared) return shared
  const loading = fetchExport(project)
  sharedExports.set(project, loading)
  setTimeout(() => sharedExports.delete(project), 0)
  return loading
}

/** One block, now. */
export function loadBlock(project: string, key: string) {
  return unwrap(
    api.GET('/api/v1/projects/{projectId}/blocks/{blockKey}', {
      params: { path: { projectId: project, blockKey: key } },
    }),
  )
}

/** The project as the projects list reports it (its revision, whether it is public). */
export async function loadProject(project: string) {
  const projects = await unwrap(api.GET('/api/v1/projects'))
  const found = projects.find((candidate) => candidate.id === project)
  if (!found) throw new ApiError(`Project "${project}" is not one this key can see`, 404)
  return found
}
