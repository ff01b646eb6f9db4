import {
  BRAND_TAGLINE,
  BRAND_VALUES,
  BRAND_VOICE,
  ok,
  PERSONA_FOUNDER,
  PRODUCT_OVERVIEW,
  PROJECT,
} from './demo.js'
import type { OperationExamples } from './example.js'

const syncResult = (fields: Partial<Record<'created' | 'updated' | 'unchanged' | 'deleted', string[]>>) => ({
  created: [],
  updated: [],
  unchanged: [],
  deleted: [],
  ...fields,
})

/** Examples of the block routes, the export and the sync. */
export const BLOCK_EXAMPLES: Record<string, OperationExamples> = {
  listBlocks: {
    responses: {
      200: {
        firstPage: {
          summary: '?limit=2: the first two blocks in canonical order, and the cursor of the next page',
          value: ok([BRAND_VOICE, BRAND_VALUES], { nextCursor: 'WzAsMSwiYnJhbmQtdmFsdWVzIl0' }),
        },
      },
    },
  },
  searchBlocks: {
    responses: {
      200: {
        typo: {
          summary: '?q=analytcs&limit=1: the misspelt word corrected to the project’s own',
          value: ok(
            [
              {
                ...PRODUCT_OVERVIEW,
                score: 0.988158,
                snippet:
                  'Acme **Analytics** collects product events with one script tag and answers the questions small teams ask every week: who signed up, who stayed, and which feature made the difference.',
              },
            ],
            { corrections: [{ from: 'analytcs', to: 'analytics' }], expansions: [] },
          ),
        },
      },
    },
  },
  getBlock: {
    responses: { 200: { persona: { summary: 'A persona block', value: ok(PERSONA_FOUNDER) } } },
  },
  deleteBlock: {
    responses: {
      200: {
        deleted: {
          summary: '?expectedRevision=2&message=Tagline%20not%20approved: revision 3 deletes the block',
          value: ok({ revision: 3, ...syncResult({ deleted: ['brand-tagline'] }), dryRun: false }),
        },
      },
    },
  },
  exportProject: {
    responses: {
      200: {
        project: {
          summary: 'A project with one section of two blocks and no custom type',
          value: ok({
            format: 'pctx-export/1',
            exportedAt: PROJECT.updatedAt,
            project: PROJECT,
            types: [],
            sections: [{ type: 'brand', title: 'Brand', blocks: [BRAND_VOICE, BRAND_VALUES] }],
          }),
        },
      },
    },
  },
  syncBlocks: {
    request: {
      create: {
        summary: 'Create a block (type and section are required for a new key)',
        value: {
          blocks: [{ key: 'brand-tagline', type: 'text', section: 'brand', value: BRAND_TAGLINE.value }],
          message: 'New tagline',
        },
      },
      patch: {
        summary: 'Change only the fields listed, if the project is still at revision 2',
        value: {
          expectedRevision: 2,
          blocks: [{ key: 'persona-founder', status: 'draft' }, { key: 'brand-values' }],
        },
      },
      replaceDryRun: {
        summary: 'What mode "replace" would delete, without writing anything',
        value: { mode: 'replace', dryRun: true, blocks: [{ key: 'brand-voice' }, { key: 'brand-values' }] },
      },
    },
    responses: {
      200: {
        created: {
          summary: 'The block created: revision 2',
          value: ok({ revision: 2, ...syncResult({ created: ['brand-tagline'] }), dryRun: false }),
        },
        dryRun: {
          summary: 'A dry run of mode "replace": the revision it would make, and what it would delete',
          value: ok({
            revision: 2,
            ...syncResult({
              unchanged: ['brand-voice', 'brand-values'],
              deleted: ['persona-founder', 'persona-pm', 'product-features', 'product-overview'],
            }),
            dryRun: true,
          }),
        },
      },
    },
  },
}
