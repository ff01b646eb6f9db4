import { ok } from './demo.js'
import type { OperationExamples } from './example.js'

const ADA = { id: '499f324a-1ed3-4585-9f97-cd28edf8b960', name: 'ada@example.com' }

/** Examples of the audit log (docs/people.md, "Audit log"). */
export const AUDIT_EXAMPLES: Record<string, OperationExamples> = {
  listAuditEvents: {
    responses: {
      200: {
        page: {
          summary: 'A sign-in after a failed one, newest first, with the cursor of the next page',
          value: ok(
            [
              {
                id: '01a21968-6c04-7000-9b66-b2ae331553bb',
                at: '2026-11-26T19:50:03.524Z',
                actor: { kind: 'user', ...ADA },
                action: 'sign-in',
                target: { kind: 'user', ...ADA },
                ip: '203.0.113.7',
                detail: { method: 'password' },
              },
              {
                id: '01a21968-6a0a-7000-a6bc-5dd93ab41ff5',
                at: '2026-11-26T19:50:03.018Z',
                actor: { kind: 'anonymous', id: null, name: null },
                action: 'sign-in.failed',
                target: { kind: 'user', ...ADA },
                ip: '203.0.113.7',
                detail: { email: 'Ada@example.com', reason: 'wrong-password' },
              },
            ],
            {
              nextCursor:
                'WyIyMDI2LTExLTI2VDE5OjUwOjAzLjAxOFoiLCIwMWEyMTk2OC02YTBhLTcwMDAtYTZiYy01ZGQ5M2FiNDFmZjUiXQ',
            },
          ),
        },
      },
    },
  },
}
