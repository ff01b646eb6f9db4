import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { applyKeyChanges, type KeyFields, keyProblems } from '../../src/domain/key-rules.js'

const base: KeyFields = {
  name: 'agent',
  plan: 'enterprise',
  perMinute: 10,
  perDay: 100,
  access: 'read',
  allProjects: false,
  admin: false,
  projects: ['a'],
}
const paths = (problems: { path: string }[]) => problems.map((problem) => problem.path)

describe('key rules', () => {
  it('accepts a valid key and names each problem of an invalid one', () => {
    assert.deepEqual(keyProblems(base), [])
    assert.deepEqual(paths(keyProblems({ ...base, name: ' ', projects: [], perMinute: 0 })), [
      'name',
      'projects',
      'perMinute',
    ])
    assert.deepEqual(paths(keyProblems({ ...base, plan: 'free' })), ['plan'])
  })

  it('an admin key has every project and write access, nothing narrower', () => {
    const admin = { ...base, admin: true, allProjects: true, projects: [], access: 'write' as const }
    assert.deepEqual(keyProblems(admin), [])
    assert.deepEqual(paths(keyProblems({ ...admin, access: 'read' })), ['access'])
    assert.deepEqual(paths(keyProblems({ ...admin, allProjects: false, projects: ['a'] })), ['projects'])
  })

  it('promotion widens the key; demotion keeps its scope', () => {
    const promoted = applyKeyChanges(base, { admin: true })
    assert.deepEqual(promoted.problems, [])
    assert.deepEqual(
      [promoted.next.admin, promoted.next.allProjects, promoted.next.projects, promoted.next.access],
      [true, true, [], 'write'],
    )
    const demoted = applyKeyChanges(promoted.next, { admin: false })
    assert.deepEqual(demoted.problems, [])
    assert.deepEqual(
      [demoted.next.admin, demoted.next.allProjects, demoted.next.access],
      [false, true, 'write'],
    )
    // Asking for admin and something narrower in one change is refused, not half-applied.
    assert.deepEqual(paths(applyKeyChanges(base, { admin: true, access: 'read' }).problems), ['access'])
    assert.deepEqual(paths(applyKeyChanges(base, { admin: true, projects: ['a'] }).problems), ['projects'])
  })

  it('leaving enterprise drops the own limits unless the change sets them (then it is refused)', () => {
    const pro = applyKeyChanges(base, { plan: 'pro' })
    assert.deepEqual(pro.problems, [])
    assert.deepEqual([pro.next.perMinute, pro.next.perDay], [null, null])
    assert.deepEqual(paths(applyKeyChanges(base, { plan: 'pro', perMinute: 5 }).problems), ['plan'])
    const cleared = applyKeyChanges(base, { perDay: null })
    assert.deepEqual([cleared.next.perMinute, cleared.next.perDay], [10, null])
  })

  it('projects and allProjects: one or the other, and a list is deduplicated and sorted', () => {
    assert.deepEqual(applyKeyChanges(base, { projects: ['c', 'b', 'c'] }).next.projects, ['b', 'c'])
    const all = applyKeyChanges(base, { allProjects: true }).next
    assert.deepEqual([all.allProjects, all.projects], [true, []])
    assert.deepEqual(paths(applyKeyChanges(base, { projects: ['a'], allProjects: true }).problems), [
      'projects',
    ])
    assert.deepEqual(paths(applyKeyChanges(all, { allProjects: false }).problems), ['allProjects'])
    assert.deepEqual(paths(applyKeyChanges(base, { projects: [] }).problems), ['projects'])
  })
})
