import { ApiError, api, unwrap } from './client.js'

/** A project's whole content by section (the export), for the overview and the preview. */
export function loadExport(project: string) {
  return unwrap(api.GET('/api/v1/projects/{projectId}/export', { params: { path: { projectId: project } } }))
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
