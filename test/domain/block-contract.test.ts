import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { z } from 'zod'
import { BLOCK_FIELD_LABELS as CONSOLE_LABELS } from '../../console/src/api/block-fields.js'
import { sectionTitle as consoleSectionTitle } from '../../console/src/lib/block-types.js'
import { fieldLabel } from '../../console/src/lib/field-label.js'
import { FRONT_MATTER_FIELDS } from '../../src/cli/context-files/block-file.js'
import { mergeLocal } from '../../src/cli/context-files/three-way.js'
import {
  BLOCK_FIELDS,
  BlockSchema,
  CONTENT_FIELDS,
  contentOf,
  mergeBlock,
} from '../../src/domain/contract/block.js'
import { NO_CUSTOM_TYPES } from '../../src/domain/custom-types/custom-type.js'
import type { Block } from '../../src/domain/model.js'
import { sectionTitle } from '../../src/domain/sections.js'
import { planSync } from '../../src/domain/sync-plan.js'
import { parseSyncRequest } from '../../src/domain/sync-request.js'
import { SYNC_ENTRY_FIELDS } from '../../src/domain/sync-shape.js'
import { Block as HttpBlock } from '../../src/http/schemas/block.js'
import { blockOutput } from '../../src/mcp/tools/output-schemas.js'

const fields = Object.keys(BLOCK_FIELDS)

describe('the block is defined once (src/domain/contract/block.ts)', () => {
  it('the OpenAPI Block, the MCP output, sync entries, block files and console labels name its fields', () => {
    assert.deepEqual(Object.keys(HttpBlock.properties), fields)
    assert.deepEqual(Object.keys(BlockSchema.properties), fields)
    const mcp = z.toJSONSchema(blockOutput) as { properties: Record<string, unknown> }
    assert.deepEqual(Object.keys(mcp.properties), fields)
    assert.deepEqual(Object.keys(CONSOLE_LABELS), fields)
    for (const field of SYNC_ENTRY_FIELDS) assert.ok(fields.includes(field), field)
    for (const field of FRONT_MATTER_FIELDS) assert.ok(SYNC_ENTRY_FIELDS.includes(field), field)
    assert.equal(fieldLabel('name'), BLOCK_FIELDS.name.label)
  })

  it('a restore sends every content field of the past block, so nothing is merged from today', () => {
    const past = Object.fromEntries(fields.map((field) => [field, `${field} then`])) as unknown as Block
    const sent = contentOf(past)
    assert.deepEqual(Object.keys(sent), CONTENT_FIELDS)
    for (const field of CONTENT_FIELDS) assert.equal(sent[field], past[field], field)
  })

  it('the console titles sections as the server does', () => {
    for (const section of ['brand', 'release-notes', 'zeta_notes-2', 'a--b']) {
      assert.equal(consoleSectionTitle(section), sectionTitle(section), section)
    }
  })

  it('a sync and a push merge a sent block onto the stored one by the same rule', () => {
    const stored: Block = {
      id: '00000000-0000-4000-8000-000000000001',
      key: 'k',
      type: 'text',
      section: 'brand',
      name: 'Stored',
      status: 'complete',
      value: { content: 'old' },
      position: 4,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    }
    const cases: [Record<string, unknown>, Block | undefined][] = [
      [{}, stored],
      [{ name: 'New' }, stored],
      [{ value: { content: 'new' }, status: 'draft' }, stored],
      [{ type: 'text', value: { content: 'x' } }, undefined],
      [{ type: 'list', value: {} }, undefined],
    ]
    for (const [sent, previous] of cases) {
      const request = parseSyncRequest(
        { blocks: [{ key: 'k', section: 'brand', ...sent }] },
        { maxBlocks: 10 },
      )
      const state = {
        stored: new Map(previous ? [['k', previous]] : []),
        allKeys: previous ? ['k'] : [],
        sections: [{ section: 'brand', ordinal: 0 }],
        maxPositions: new Map([['brand', 4]]),
        types: NO_CUSTOM_TYPES,
      }
      const plan = planSync(request, state, '2026-02-01T00:00:00.000Z', () => stored.id)
      const server = [...plan.created, ...plan.updated][0] ?? previous
      const local = mergeLocal({ key: 'k', section: 'brand', file: 'brand/k.md', fields: sent }, previous)
      const { id: _id, key: _key, createdAt: _c, updatedAt: _u, ...content } = server as Block
      // A new block's position is placed by the sync (after the last one); the rule itself gives 0.
      assert.deepEqual({ ...local, position: content.position }, content, JSON.stringify(sent))
      assert.deepEqual(mergeBlock('k', { ...sent, section: 'brand' }, previous), local)
    }
  })
})
