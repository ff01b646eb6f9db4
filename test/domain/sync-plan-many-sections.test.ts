import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { NO_CUSTOM_TYPES } from '../../src/domain/custom-types/custom-type.js'
import type { SectionRecord } from '../../src/domain/model.js'
import { planSync } from '../../src/domain/sync-plan.js'
import { parseSyncRequest } from '../../src/domain/sync-request.js'

describe('planSync: a project with very many sections', () => {
  // More sections than a spread into Math.max can take as arguments (RangeError beyond ~120 000).
  it('places a new section after 200 000 existing ones', () => {
    const sections: SectionRecord[] = []
    for (let i = 0; i < 200_000; i++) sections.push({ section: `s${i}`, ordinal: 100 + i })
    const request = parseSyncRequest(
      { blocks: [{ key: 'a', type: 'text', section: 'fresh', value: { content: 'x' } }] },
      { maxBlocks: 10 },
    )
    const plan = planSync(
      request,
      { stored: new Map(), allKeys: [], sections, maxPositions: new Map(), types: NO_CUSTOM_TYPES },
      '2026-02-01T12:00:00.000Z',
      () => 'id-1',
    )
    assert.deepEqual(plan.newSections, [{ section: 'fresh', ordinal: 200_100 }])
  })
})
