import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, it } from 'node:test'
import {
  BLOCK_FIELDS_PATH,
  generateConsoleApiTypes,
  generateConsoleBlockFields,
  SCHEMA_TYPES_PATH,
} from '../../scripts/generate-console-api-types.js'

describe('console/src/api/schema.d.ts', () => {
  it('is exactly what openapi-typescript generates from the OpenAPI document now', async () => {
    assert.equal(
      readFileSync(SCHEMA_TYPES_PATH, 'utf8'),
      await generateConsoleApiTypes(),
      'console/src/api/schema.d.ts is out of date: run npx tsx scripts/generate-console-api-types.ts and commit it',
    )
  })

  it("console/src/api/block-fields.ts is what the block's definition says now", () => {
    assert.equal(
      readFileSync(BLOCK_FIELDS_PATH, 'utf8'),
      generateConsoleBlockFields(),
      'console/src/api/block-fields.ts is out of date: run npx tsx scripts/generate-console-api-types.ts and commit it',
    )
  })
})
