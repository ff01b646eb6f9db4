import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { FIRST_CUSTOM_ORDINAL } from '../../src/domain/sections.js'
import { planSync } from '../../src/domain/sync-plan.js'
import { parseSyncRequest } from '../../src/domain/sync-request.js'

/**
 * A project gains custom sections sync after sync, without limit. Planning must not pass them
 * all as function arguments (`Math.max(...sections)`), which throws a RangeError (a 500) once
 * there are more than the engine takes.
 */
describe('planSync on a project with very many sections', () => {
  it('places a new custom section after 500,000 existing ones', () => {
    const count = 500_000
    const sections = Array.from({ length: count }, (_, i) => ({
      section: `s${i}`,
      ordinal: FIRST_CUSTOM_ORDINAL + i,
    }))
    const request = parseSyncRequest(
      { blocks: [{ key: 'k', type: 'text', section: 'fresh', value: { content: 'x' } }] },
      { maxBlocks: 10 },
    )
    const plan = planSync(
      request,
      { stored: new Map(), allKeys: [], sections, maxPositions: new Map() },
      '2026-02-01T12:00:00.000Z',
      () => 'new-1',
    )
    assert.deepEqual(plan.newSections, [{ section: 'fresh', ordinal: FIRST_CUSTOM_ORDINAL + count }])
  })
})
