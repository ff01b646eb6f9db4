import { BRAND_TAGLINE, ok, PERSON, WRITE_KEY } from './demo.js'
import type { OperationExamples } from './example.js'

const REVISION_2 = {
  revision: 2,
  createdAt: '2026-11-26T15:57:14.849Z',
  kind: 'sync',
  ...WRITE_KEY,
  message: 'New tagline',
  created: ['brand-tagline'],
  updated: [],
  deleted: [],
  names: { 'brand-tagline': 'brand-tagline' },
}

const REVISION_3 = {
  revision: 3,
  createdAt: '2026-11-26T15:57:14.890Z',
  kind: 'delete',
  ...PERSON,
  message: 'Tagline not approved',
  created: [],
  updated: [],
  deleted: ['brand-tagline'],
  names: { 'brand-tagline': 'brand-tagline' },
}

/** Examples of the history routes and the restore. */
export const HISTORY_EXAMPLES: Record<string, OperationExamples> = {
  listRevisions: {
    responses: {
      200: {
        newestFirst: {
          summary: '?limit=2: the newest two revisions, and the cursor of the next page',
          value: ok([REVISION_3, REVISION_2], { nextCursor: 'WzJd' }),
        },
      },
    },
  },
  getRevision: {
    responses: {
      200: {
        created: {
          summary: 'Revision 2: one block created, field by field',
          value: ok({
            ...REVISION_2,
            changes: [
              {
                key: 'brand-tagline',
                change: 'created',
                before: null,
                after: BRAND_TAGLINE,
                fields: [
                  { field: 'type', before: null, after: 'text' },
                  { field: 'section', before: null, after: 'brand' },
                  { field: 'name', before: null, after: 'brand-tagline' },
                  { field: 'status', before: null, after: 'draft' },
                  { field: 'position', before: null, after: 2 },
                  { field: 'value.content', before: null, after: 'Answers, not dashboards.' },
                ],
              },
            ],
          }),
        },
      },
    },
  },
  getBlockHistory: {
    responses: {
      200: {
        createdThenDeleted: {
          summary: 'A block created in revision 2 and deleted in revision 3, newest first',
          value: ok(
            [
              { ...pick(REVISION_3), change: 'deleted', pruned: false, block: null },
              { ...pick(REVISION_2), change: 'created', pruned: false, block: BRAND_TAGLINE },
            ],
            { nextCursor: null },
          ),
        },
      },
    },
  },
  listChanges: {
    responses: {
      200: {
        sinceRevision1: {
          summary: '?since=1: every block version written after revision 1',
          value: ok(
            [
              { revision: 2, key: 'brand-tagline', deleted: false, block: BRAND_TAGLINE },
              { revision: 3, key: 'brand-tagline', deleted: true, block: null },
            ],
            { revision: 3, nextCursor: null },
          ),
        },
      },
    },
  },
  restoreRevision: {
    request: {
      someBlocks: {
        summary: 'Bring back one block as revision 2 left it',
        value: { revision: 2, keys: ['brand-tagline'], message: 'Tagline back' },
      },
      wholeProjectDryRun: {
        summary: 'What restoring the whole project to revision 1 would change, writing nothing',
        value: { revision: 1, dryRun: true },
      },
    },
    responses: {
      200: {
        restored: {
          summary: 'The block is back, as revision 4',
          value: ok({
            revision: 4,
            created: ['brand-tagline'],
            updated: [],
            unchanged: [],
            deleted: [],
            dryRun: false,
            names: { 'brand-tagline': 'brand-tagline' },
          }),
        },
      },
    },
  },
}

/** The fields a block version repeats from its revision. */
function pick(revision: typeof REVISION_2 | typeof REVISION_3) {
  const { revision: number, createdAt, author, keyId, keyName, message } = revision
  return { revision: number, createdAt, author, keyId, keyName, message }
}
