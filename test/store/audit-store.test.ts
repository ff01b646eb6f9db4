import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { AuditEvent, AuditOps } from '../../src/domain/audit/audit.js'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { recordAudit } from '../../src/domain/audit/record.js'
import { createKeyService } from '../../src/domain/key-service.js'
import { createSessionService } from '../../src/domain/people/session-service.js'
import { createUserService } from '../../src/domain/people/user-service.js'
import type { Store, StoreOps } from '../../src/domain/store.js'
import { ManualClock } from '../helpers/clock.js'
import { BACKENDS } from './backends.js'

function event(id: string, at: string, extra: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id,
    at,
    actor: { kind: 'key', id: 'k1', name: 'ops' },
    action: 'key.created',
    target: { kind: 'key', id: 'k2', name: 'ci' },
    ip: '192.0.2.1',
    ...extra,
  }
}

/** The store, but every audit insert inside a transaction fails: the change around it must go too. */
function failingAuditInserts(store: Store): Store {
  const failing: AuditOps = {
    insert: async () => {
      throw new Error('audit insert failed')
    },
    list: (after, limit) => store.audit.list(after, limit),
    pruneBefore: (before, limit) => store.audit.pruneBefore(before, limit),
  }
  const wrapTx = (tx: StoreOps): StoreOps =>
    new Proxy(tx, {
      get: (target, property) => (property === 'audit' ? failing : Reflect.get(target, property, target)),
    })
  return new Proxy(store, {
    get(target, property) {
      if (property === 'audit') return failing
      if (property === 'transaction') {
        return <T>(fn: (tx: StoreOps) => Promise<T>) => target.transaction((tx) => fn(wrapTx(tx)))
      }
      const value = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

for (const backend of BACKENDS) {
  describe(`audit_events (${backend.name})`, () => {
    it('keeps events as written and pages them newest first by (at, id)', async () => {
      const { store, cleanup } = await backend.open()
      try {
        const full = event('a', '2026-11-26T10:00:00.000Z', {
          detail: { changed: { name: { from: 'x', to: 'y' } }, list: [1, 'two'] },
        })
        const anonymous = event('b', '2026-11-26T10:00:00.000Z', {
          actor: { kind: 'anonymous', id: null, name: null },
          action: 'sign-in.failed',
          target: null,
          ip: null,
        })
        await store.audit.insert(full)
        await store.audit.insert(anonymous)
        await store.audit.insert(event('c', '2026-11-26T09:00:00.000Z'))
        await store.audit.insert(event('d', '2026-11-26T11:00:00.000Z'))
        const all = await store.audit.list(null, 10)
        assert.deepEqual(
          all.map((e) => e.id),
          ['d', 'b', 'a', 'c'],
        )
        assert.deepEqual(
          all.find((e) => e.id === 'a'),
          full,
        )
        assert.deepEqual(
          all.find((e) => e.id === 'b'),
          anonymous,
          'no detail stays no detail',
        )
        const first = await store.audit.list(null, 2)
        const last = first[1] as AuditEvent
        const next = await store.audit.list({ at: last.at, id: last.id }, 2)
        assert.deepEqual(
          next.map((e) => e.id),
          ['a', 'c'],
        )
      } finally {
        await cleanup()
      }
    })

    it('prunes the oldest events before a time in bounded batches', async () => {
      const { store, cleanup } = await backend.open()
      try {
        for (let i = 0; i < 5; i++) await store.audit.insert(event(`e${i}`, `2026-11-2${i}T00:00:00.000Z`))
        assert.equal(await store.audit.pruneBefore('2026-11-24T00:00:00.000Z', 3), 3)
        assert.equal(await store.audit.pruneBefore('2026-11-24T00:00:00.000Z', 3), 1)
        assert.equal(await store.audit.pruneBefore('2026-11-24T00:00:00.000Z', 3), 0)
        assert.deepEqual(
          (await store.audit.list(null, 10)).map((e) => e.id),
          ['e4'],
        )
      } finally {
        await cleanup()
      }
    })

    it('commits an event with its transaction, or neither', async () => {
      const { store, cleanup } = await backend.open()
      const clock = new ManualClock()
      try {
        await assert.rejects(
          store.transaction(async (tx) => {
            await recordAudit(tx.audit, clock, SYSTEM_AUDIT, { action: 'user.created', target: null })
            throw new Error('the change fails after its event was written')
          }),
        )
        assert.deepEqual(await store.audit.list(null, 10), [])
        await store.audit.insert(event('taken', clock.now().toISOString()))
        await assert.rejects(
          store.transaction(async (tx) => {
            await tx.people.insertUser({
              id: 'u1',
              email: 'u@example.com',
              emailKey: 'u@example.com',
              name: 'U',
              admin: false,
              disabled: false,
              passwordHash: null,
              createdAt: clock.now().toISOString(),
              lastSignInAt: null,
            })
            await tx.audit.insert(event('taken', clock.now().toISOString()))
          }),
        )
        assert.equal(await store.people.getUser('u1'), undefined, 'the failed event took the user with it')
      } finally {
        await cleanup()
      }
    })

    it('rolls back the services’ changes when their audit insert fails', async () => {
      const { store, cleanup } = await backend.open()
      const clock = new ManualClock()
      try {
        const broken = failingAuditInserts(store)
        const users = createUserService({ store: broken, clock })
        const keys = createKeyService({ store: broken, clock })
        const sessions = createSessionService({
          store: broken,
          clock,
          attempts: { reserve: async () => ({ admitted: true, giveBack: async () => {} }) },
        })
        await assert.rejects(
          users.create({ email: 'ada@example.com', name: 'Ada' }, SYSTEM_AUDIT),
          /audit insert failed/,
        )
        assert.equal(await store.people.countUsers(), 0)
        assert.deepEqual(await store.people.listLinkTokens(), [])
        await assert.rejects(
          keys.create({ name: 'k', projects: [], allProjects: true }, SYSTEM_AUDIT),
          /audit insert failed/,
        )
        assert.deepEqual(await store.listKeys(), [])
        // A failed sign-in's event is written on its own (there is no change to go with it).
        await assert.rejects(sessions.signIn('x@example.com', 'wrong password', SYSTEM_AUDIT), /audit/)

        // With a working log: a user and a key to change through the broken one.
        const good = createUserService({ store, clock })
        const { user, token } = await good.create({ email: 'bob@example.com', name: 'Bob' }, SYSTEM_AUDIT)
        const made = await createKeyService({ store, clock }).create(
          { name: 'k', projects: [], allProjects: true },
          SYSTEM_AUDIT,
        )
        await assert.rejects(users.update(user.id, { name: 'Robert' }, SYSTEM_AUDIT), /audit insert failed/)
        assert.equal((await store.people.getUser(user.id))?.name, 'Bob')
        await assert.rejects(
          users.setPasswordWithLink(token, 'a long enough password', SYSTEM_AUDIT),
          /audit insert failed/,
        )
        assert.equal((await store.people.getUser(user.id))?.passwordHash, null, 'no password set')
        await assert.rejects(sessions.open(user, SYSTEM_AUDIT), /audit insert failed/)
        assert.deepEqual(await store.people.listSessions(), [], 'no session without its sign-in event')
        await assert.rejects(keys.update(made.record.id, { name: 'renamed' }, SYSTEM_AUDIT), /audit/)
        await assert.rejects(keys.revoke(made.record.id, SYSTEM_AUDIT), /audit insert failed/)
        await assert.rejects(keys.remove(made.record.id, SYSTEM_AUDIT), /audit insert failed/)
        const [kept] = await store.listKeys()
        assert.equal(kept?.name, 'k')
        assert.equal(kept?.revokedAt, null)
        const events = await store.audit.list(null, 10)
        assert.deepEqual(
          events.map((e) => e.action),
          ['key.created', 'user.created'],
          'only the changes that happened are in the log',
        )
      } finally {
        await cleanup()
      }
    })
  })
}
