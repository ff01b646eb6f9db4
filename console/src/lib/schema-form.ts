/**
 * Forms for custom block types (GET /api/v1/projects/:id/types). A type's JSON Schema is
 * "simple" when it is an object whose properties are all strings (possibly an enum of strings),
 * numbers, integers, booleans or arrays of strings: then the console shows a form, one control
 * per property; any other schema gets the JSON editor. Pure functions, tested in Node
 * (test/console/schema-form.test.ts); the server validates the value again on save.
 */

interface FieldBase {
  /** The property's name in the value. */
  name: string
  label: string
  description: string | null
  required: boolean
}

export type FormField =
  | (FieldBase & { kind: 'text'; multiline: boolean; maxLength: number | null })
  | (FieldBase & { kind: 'choice'; options: string[] })
  | (FieldBase & { kind: 'number'; integer: boolean; minimum: number | null; maximum: number | null })
  | (FieldBase & { kind: 'boolean' })
  | (FieldBase & { kind: 'list' })

export interface FormModel {
  fields: FormField[]
}

/** What a control holds while being edited: text for text and numbers, a flag, or lines. */
export type FormInput = string | boolean | string[]

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Keywords that make a schema more than a flat form can say. */
const COMPOSITE = ['$ref', 'allOf', 'anyOf', 'oneOf', 'not', 'if', 'patternProperties', 'dependentSchemas']

/** `pain_points` → `Pain points`. */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : name
}

function typeOf(schema: Json): string | null {
  const { type } = schema
  if (typeof type === 'string') return type
  // ["string", "null"] and the like: a form has no "null", so only a single type is simple.
  return null
}

function fieldOf(name: string, schema: unknown, required: boolean): FormField | null {
  if (!isObject(schema) || COMPOSITE.some((keyword) => keyword in schema)) return null
  const base: FieldBase = {
    name,
    label: typeof schema.title === 'string' && schema.title.trim() ? schema.title : labelOf(name),
    description: typeof schema.description === 'string' ? schema.description : null,
    required,
  }
  const type = typeOf(schema)
  if (Array.isArray(schema.enum)) {
    if ((type !== null && type !== 'string') || !schema.enum.every((option) => typeof option === 'string')) {
      return null
    }
    return { ...base, kind: 'choice', options: schema.enum as string[] }
  }
  switch (type) {
    case 'string': {
      const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : null
      return { ...base, kind: 'text', multiline: maxLength === null || maxLength > 200, maxLength }
    }
    case 'number':
    case 'integer':
      return {
        ...base,
        kind: 'number',
        integer: type === 'integer',
        minimum: typeof schema.minimum === 'number' ? schema.minimum : null,
        maximum: typeof schema.maximum === 'number' ? schema.maximum : null,
      }
    case 'boolean':
      return { ...base, kind: 'boolean' }
    case 'array': {
      const items = schema.items
      if (!isObject(items) || typeOf(items) !== 'string' || COMPOSITE.some((keyword) => keyword in items)) {
        return null
      }
      if ('enum' in items || 'prefixItems' in schema) return null
      return { ...base, kind: 'list' }
    }
    default:
      return null
  }
}

/** The form for a schema, or null when the schema is not simple (then: the JSON editor). */
export function formModelOf(schema: unknown): FormModel | null {
  if (!isObject(schema) || COMPOSITE.some((keyword) => keyword in schema)) return null
  if (schema.type !== undefined && schema.type !== 'object') return null
  const properties = schema.properties
  if (!isObject(properties) || Object.keys(properties).length === 0) return null
  const required = new Set(
    Array.isArray(schema.required) ? schema.required.filter((name) => typeof name === 'string') : [],
  )
  const fields: FormField[] = []
  for (const [name, property] of Object.entries(properties)) {
    const field = fieldOf(name, property, required.has(name))
    if (!field) return null
    fields.push(field)
  }
  return { fields }
}

/** The controls' starting contents for a stored value (missing or mistyped fields start empty). */
export function formInputsOf(model: FormModel, value: Json): Record<string, FormInput> {
  const inputs: Record<string, FormInput> = {}
  for (const field of model.fields) {
    const current = value[field.name]
    switch (field.kind) {
      case 'boolean':
        inputs[field.name] = current === true
        break
      case 'list':
        inputs[field.name] = Array.isArray(current) ? current.filter((item) => typeof item === 'string') : []
        break
      case 'number':
        inputs[field.name] = typeof current === 'number' ? String(current) : ''
        break
      default:
        inputs[field.name] = typeof current === 'string' ? current : ''
    }
  }
  return inputs
}

export interface FormResult {
  value: Json
  /** Problems by property name; the value is only sent when there are none. */
  problems: { path: string; message: string }[]
}

/**
 * The value to save from the controls' contents. Fields the form does not show (a value written
 * by another tool, with properties beyond the schema's) are kept as they were; empty optional
 * fields are left out, as the API's other clients would.
 */
export function valueOfForm(
  model: FormModel,
  inputs: Record<string, FormInput>,
  previous: Json = {},
): FormResult {
  const value: Json = { ...previous }
  const problems: FormResult['problems'] = []
  for (const field of model.fields) {
    const input = inputs[field.name]
    delete value[field.name]
    switch (field.kind) {
      case 'boolean':
        value[field.name] = input === true
        break
      case 'list': {
        const items = (Array.isArray(input) ? input : []).map((item) => item.trim()).filter(Boolean)
        if (items.length > 0 || field.required) value[field.name] = items
        break
      }
      case 'number': {
        const text = typeof input === 'string' ? input.trim() : ''
        if (text === '') {
          if (field.required) problems.push({ path: field.name, message: 'is required: enter a number' })
          break
        }
        const number = Number(text)
        if (!Number.isFinite(number)) {
          problems.push({ path: field.name, message: `must be a number, not "${text}"` })
        } else if (field.integer && !Number.isInteger(number)) {
          problems.push({ path: field.name, message: 'must be a whole number' })
        } else if (field.minimum !== null && number < field.minimum) {
          problems.push({ path: field.name, message: `must be at least ${field.minimum}` })
        } else if (field.maximum !== null && number > field.maximum) {
          problems.push({ path: field.name, message: `must be at most ${field.maximum}` })
        } else {
          value[field.name] = number
        }
        break
      }
      default: {
        const text = typeof input === 'string' ? input : ''
        if (text === '') {
          if (field.required) value[field.name] = ''
          break
        }
        if (field.kind === 'choice' && !field.options.includes(text)) {
          problems.push({ path: field.name, message: `must be one of ${field.options.join(', ')}` })
        }
        value[field.name] = text
      }
    }
  }
  return { value, problems }
}
