import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it } from 'node:test'
import { NotFoundError, ValidationError } from '../../src/domain/errors.js'
import { createProjectService, type ProjectService } from '../../src/domain/project-service.js'
import { ManualClock } from '../helpers/clock.js'
import { openTempSqliteStore, type TempStore } from '../helpers/temp-store.js'

describe('project service', () => {
  let temp: TempStore
  let projects: ProjectService
  let clock: ManualClock
  beforeEach(async () => {
    temp = await openTempSqliteStore()
    clock = new ManualClock()
    projects = createProjectService({ store: temp.store, clock })
  })
  afterEach(() => temp.cleanup())

  it('creates a public project at revision 0 with the defaults', async () => {
    const project = await projects.create({ id: 'acme', name: 'Acme' })
    const now = clock.now().toISOString()
    assert.deepEqual(project, {
      id: 'acme',
      name: 'Acme',
      description: '',
      public: true,
      revision: 0,
      createdAt: now,
      updatedAt: now,
    })
    assert.deepEqual(await projects.get('acme'), project)
  })

  it('generates a UUID id when none is given', async () => {
    const project = await projects.create({ name: 'Anon' })
    assert.match(project.id, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  })

  it('checks id, name and description, reporting every problem', async () => {
    await assert.rejects(
      projects.create({ id: '-bad id', name: '', description: 'x'.repeat(2001) }),
      (error: unknown) =>
        error instanceof ValidationError && error.details.map((p) => p.path).join() === 'id,name,description',
    )
    await projects.create({ id: 'a'.repeat(64), name: 'n'.repeat(200), description: 'd'.repeat(2000) })
    await assert.rejects(projects.create({ id: 'a'.repeat(65), name: 'x' }), ValidationError)
  })

  it('refuses an id that exists', async () => {
    await projects.create({ id: 'acme', name: 'Acme' })
    await assert.rejects(projects.create({ id: 'acme', name: 'Other' }), /already exists/)
  })

  it('bumps the revision on a real change only', async () => {
    await projects.create({ id: 'acme', name: 'Acme' })
    clock.advance(1000)
    const same = await projects.update('acme', { name: 'Acme', public: true })
    assert.equal(same.revision, 0)
    const changed = await projects.update('acme', { public: false })
    assert.equal(changed.revision, 1)
    assert.equal(changed.updatedAt, clock.now().toISOString())
    assert.deepEqual(await projects.get('acme'), changed)
    await assert.rejects(projects.update('acme', { name: ' ' }), ValidationError)
    await assert.rejects(projects.update('ghost', { name: 'x' }), NotFoundError)
  })

  it('lists projects by id and removes them', async () => {
    await projects.create({ id: 'b', name: 'B' })
    await projects.create({ id: 'a', name: 'A' })
    assert.deepEqual(
      (await projects.list()).map((p) => p.id),
      ['a', 'b'],
    )
    await projects.remove('a')
    await assert.rejects(projects.get('a'), NotFoundError)
    await assert.rejects(projects.remove('a'), NotFoundError)
  })
})
