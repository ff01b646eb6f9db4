import { session } from './session.js'

/**
 * A project's custom block types (GET /api/v1/projects/:id/types): the type, its title, its JSON
 * Schema and the fields `complete` needs. Read with fetch and checked at run time rather than
 * through the typed client: servers without custom types answer 404, and then there are none.
 * When the route is in the OpenAPI document, schema.d.ts has its type and this can use `api`.
 */
export interface CustomType {
  type: string
  title: string | null
  schema: unknown
  requiredForComplete: string[]
}

function isCustomType(item: unknown): item is CustomType {
  if (typeof item !== 'object' || item === null) return false
  const candidate = item as Record<string, unknown>
  return (
    typeof candidate.type === 'string' &&
    (candidate.title === null || typeof candidate.title === 'string') &&
    Array.isArray(candidate.requiredForComplete)
  )
}

export async function loadCustomTypes(project: string): Promise<CustomType[]> {
  const key = session.key()
  try {
    const response = await fetch(`/api/v1/projects/${encodeURIComponent(project)}/types`, {
      headers: key ? { 'X-API-Key': key } : {},
    })
    if (!response.ok) return []
    const body = (await response.json()) as { data?: unknown }
    return Array.isArray(body.data) ? body.data.filter(isCustomType) : []
  } catch {
    // Custom types only refine the editor; without them every other type gets the JSON editor.
    return []
  }
}
