import { api, type Schemas } from './client.js'

/**
 * A project's custom block types (GET /api/v1/projects/:id/types): the type, its title, its JSON
 * Schema and the fields `complete` needs.
 */
export type CustomType = Schemas['BlockTypeDefinition']

/**
 * The project's custom types, or none when they can't be read. They only refine the editor (a
 * generated form instead of the JSON editor), so an older server without the route, or a failed
 * request, must not stop anyone editing; the editor then validates on save as for any type.
 */
export async function loadCustomTypes(project: string): Promise<CustomType[]> {
  try {
    const { data, response } = await api.GET('/api/v1/projects/{projectId}/types', {
      params: { path: { projectId: project } },
    })
    return response.ok && data ? data.data : []
  } catch {
    return []
  }
}
