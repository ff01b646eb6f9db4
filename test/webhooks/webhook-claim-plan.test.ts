import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { planClaim, type WaitingProject } from '../../src/domain/webhook-claim-plan.js'

/** How a claim shares a process's free delivery slots between projects (issue 28 item 4). */
const waiting = (projectId: string, oldestDueAt: string, count: number): WaitingProject => ({
  projectId,
  oldestDueAt,
  waiting: count,
})
const share = (inFlight: Record<string, number> = {}) => ({
  perProject: 4,
  reserve: 4,
  inFlight: new Map(Object.entries(inFlight)),
})
const plan = (...args: Parameters<typeof planClaim>) => Object.fromEntries(planClaim(...args))

describe('planning a webhook claim', () => {
  it('gives each waiting project a slot in turn, the longest-waiting first, before any gets a second', () => {
    const projects = [waiting('c', 't3', 16), waiting('a', 't1', 16), waiting('b', 't2', 16)]
    assert.deepEqual(plan(projects, 2, share()), { a: 1, b: 1 })
    assert.deepEqual(plan(projects, 5, share()), { a: 2, b: 2, c: 1 })
  })

  it('lets one project alone use every free slot but the reserve', () => {
    assert.deepEqual(plan([waiting('a', 't1', 16)], 16, share()), { a: 12 })
    // With attempts in flight: 4 of its 12 are running, 12 slots are free, 8 may be taken.
    assert.deepEqual(plan([waiting('a', 't1', 16)], 12, share({ a: 4 })), { a: 8 })
    // Holding all it may, it gets nothing: the last free slots are the reserve.
    assert.deepEqual(plan([waiting('a', 't1', 16)], 4, share({ a: 12 })), {})
  })

  it("gives another project's deliveries the reserve, up to its share", () => {
    assert.deepEqual(plan([waiting('a', 't1', 16), waiting('b', 't2', 1)], 4, share({ a: 12 })), { b: 1 })
    assert.deepEqual(plan([waiting('a', 't1', 16), waiting('b', 't2', 9)], 4, share({ a: 12 })), { b: 4 })
  })

  it('shares first, then borrows: two backlogs get 4 each and split what is left but the reserve', () => {
    assert.deepEqual(plan([waiting('a', 't1', 16), waiting('b', 't2', 16)], 16, share()), { a: 6, b: 6 })
  })

  it('takes no more than a project has waiting, and every slot without a share', () => {
    assert.deepEqual(plan([waiting('a', 't1', 2), waiting('b', 't2', 1)], 16, share()), { a: 2, b: 1 })
    assert.deepEqual(plan([waiting('a', 't1', 20), waiting('b', 't2', 20)], 16), { a: 8, b: 8 })
    assert.deepEqual(plan([], 16, share()), {})
  })
})
