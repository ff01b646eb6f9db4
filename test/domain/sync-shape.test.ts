import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { Ajv } from 'ajv'
import { z } from 'zod'
import { NAME_MAX } from '../../src/domain/rules.js'
import { parseSyncRequest } from '../../src/domain/sync-request.js'
import {
  POSITION_MAX,
  SYNC_BODY_FIELDS,
  SYNC_ENTRY_FIELDS,
  SYNC_IGNORED_ENTRY_FIELDS,
  SyncBlockShape,
  SyncBodyShape,
} from '../../src/domain/sync-shape.js'
import { SyncBlock, SyncBody } from '../../src/http/schemas/sync.js'
import { SyncBlockZod } from '../../src/mcp/tools/sync-block-zod.js'

const LIMIT_KEYWORDS = ['type', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum'] as const

/** What a JSON schema property says of its values, the words that matter for drift. */
function limitsOf(schema: Record<string, unknown>): Record<string, unknown> {
  const limits: Record<string, unknown> = {}
  for (const keyword of LIMIT_KEYWORDS) if (schema[keyword] !== undefined) limits[keyword] = schema[keyword]
  const anyOf = schema.anyOf as { const: unknown }[] | undefined
  const values = schema.enum ?? anyOf?.map((member) => member.const)
  if (values) limits.values = values
  if (limits.type === undefined && values) limits.type = 'string'
  return limits
}

/**
 * The sync block is described once (src/domain/sync-shape.ts); the HTTP schema, the MCP tool's
 * zod schema and the domain's field lists come from it. These fail if one of them drifts.
 */
describe('the sync shape has one source', () => {
  const typeboxKeys = Object.keys(SyncBlockShape.properties)
  const zodJson = z.toJSONSchema(SyncBlockZod) as { properties: Record<string, Record<string, unknown>> }

  it('HTTP, MCP and the domain know the same fields', () => {
    assert.equal(SyncBlock, SyncBlockShape)
    assert.deepEqual(Object.keys(SyncBody.properties), Object.keys(SyncBodyShape.properties))
    assert.deepEqual(Object.keys(SyncBodyShape.properties), [...SYNC_BODY_FIELDS])
    assert.deepEqual(Object.keys(SyncBlockZod.shape), typeboxKeys)
    assert.deepEqual([...SYNC_ENTRY_FIELDS, ...SYNC_IGNORED_ENTRY_FIELDS], typeboxKeys)
    assert.deepEqual(SYNC_IGNORED_ENTRY_FIELDS, ['id', 'createdAt', 'updatedAt', 'score', 'snippet'])
  })

  it('the MCP schema states the same types, patterns and limits as the HTTP one', () => {
    for (const key of typeboxKeys) {
      const typebox = SyncBlockShape.properties[key as keyof typeof SyncBlockShape.properties]
      assert.deepEqual(
        limitsOf(zodJson.properties[key] ?? {}),
        limitsOf(typebox as unknown as Record<string, unknown>),
        key,
      )
    }
  })

  it('the domain accepts and refuses exactly what the schema does, at every bound', () => {
    const ajv = new Ajv({ strict: false })
    const schemaAccepts = ajv.compile(SyncBlockShape)
    const domainAccepts = (entry: Record<string, unknown>) =>
      parseSyncRequest({ blocks: [entry] }, { maxBlocks: 10 }).problems.length === 0
    const probes: Record<string, unknown[]> = {
      key: ['a', 'a'.repeat(128), 'a'.repeat(129), '-a', 'a b', 'A.b_c-9', 7],
      type: ['text', 't'.repeat(64), 't'.repeat(65), 'Text', '9a', ''],
      section: ['users', 's'.repeat(64), 's'.repeat(65), 'Users', '_x'],
      name: ['N', 'n'.repeat(NAME_MAX), 'n'.repeat(NAME_MAX + 1), '', 3],
      status: ['empty', 'draft', 'complete', 'done', null],
      value: [{}, { content: 'x' }, [], 'x'],
      position: [0, POSITION_MAX, -POSITION_MAX, POSITION_MAX + 1, -POSITION_MAX - 1, 1.5, '5'],
      id: ['any string'],
      createdAt: ['2026-01-01T00:00:00Z'],
      score: [1.5],
      snippet: ['…'],
      extra: [1],
    }
    for (const [field, values] of Object.entries(probes)) {
      for (const value of values) {
        const entry = field === 'key' ? { key: value } : { key: 'k', [field]: value }
        assert.equal(
          domainAccepts(entry),
          schemaAccepts(entry),
          `${field} = ${JSON.stringify(value)?.slice(0, 40)}: the domain and the schema disagree`,
        )
      }
    }
  })
})
