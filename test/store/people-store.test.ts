import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { UniqueViolationError } from '../../src/domain/errors.js'
import type { StoredUser } from '../../src/domain/people/people.js'
import { copyDatabase } from '../../src/store/copy-database.js'
import { openTempSqliteStore } from '../helpers/temp-store.js'
import { BACKENDS } from './backends.js'

const AT = '2026-11-26T10:00:00.000Z'

function user(id: string, email: string, extra: Partial<StoredUser> = {}): StoredUser {
  return {
    id,
    email,
    emailKey: email.toLowerCase(),
    name: id,
    admin: false,
    disabled: false,
    passwordHash: null,
    createdAt: AT,
    lastSignInAt: null,
    ...extra,
  }
}

for (const backend of BACKENDS) {
  describe(`people tables (${backend.name})`, () => {
    it('keep emails unique whatever their case, and page users by (createdAt, id)', async () => {
      const { store, cleanup } = await backend.open()
      try {
        await store.people.insertUser(user('u1', 'Ada@Example.com', { admin: true }))
        await assert.rejects(store.people.insertUser(user('u2', 'ada@example.COM')), UniqueViolationError)
        await store.people.insertUser(
          user('u3', 'bob@example.com', { createdAt: '2026-11-26T11:00:00.000Z' }),
        )
        await store.people.insertUser(user('u2', 'cy@example.com'))
        const found = await store.people.findUserByEmailKey('ada@example.com')
        assert.equal(found?.email, 'Ada@Example.com', 'the email is kept as written')
        assert.equal(found?.admin, true)
        const first = await store.people.listUsers(null, 2)
        assert.deepEqual(
          first.map((u) => u.id),
          ['u1', 'u2'],
        )
        const last = first[1] as StoredUser
        const next = await store.people.listUsers({ createdAt: last.createdAt, id: last.id }, 2)
        assert.deepEqual(
          next.map((u) => u.id),
          ['u3'],
        )
        assert.equal(await store.people.countUsers(), 3)
        assert.deepEqual(await store.people.lockActiveAdmins(), ['u1'])
        assert.equal(await store.people.updateUser('u1', { disabled: true }), true)
        assert.deepEqual(await store.people.lockActiveAdmins(), [], 'a disabled admin is not an active one')
        assert.equal(await store.people.updateUser('nobody', { name: 'x' }), false)
      } finally {
        await cleanup()
      }
    })

    it('spend a link token once, and never after it expired', async () => {
      const { store, cleanup } = await backend.open()
      try {
        await store.people.insertUser(user('u1', 'ada@example.com'))
        const token = {
          tokenHash: 'h1',
          userId: 'u1',
          createdAt: AT,
          expiresAt: '2026-11-27T10:00:00.000Z',
          usedAt: null,
        }
        await store.people.insertLinkToken(token)
        await store.people.insertLinkToken({ ...token, tokenHash: 'h2' })
        assert.equal(await store.people.useLinkToken('h2', '2026-11-27T10:00:00.000Z'), undefined, 'expired')
        const [a, b] = await Promise.all([
          store.people.useLinkToken('h1', '2026-11-26T12:00:00.000Z'),
          store.people.useLinkToken('h1', '2026-11-26T12:00:00.000Z'),
        ])
        assert.deepEqual([a, b].sort(), ['u1', undefined].sort(), 'exactly one of two racing uses wins')
        assert.equal(await store.people.useLinkToken('h1', '2026-11-26T12:00:01.000Z'), undefined, 'reused')
      } finally {
        await cleanup()
      }
    })

    it('find sessions by token hash and end them one, all, or all but one', async () => {
      const { store, cleanup } = await backend.open()
      try {
        await store.people.insertUser(user('u1', 'ada@example.com'))
        const session = (id: string) => ({
          id,
          userId: 'u1',
          tokenHash: `hash-${id}`,
          createdAt: AT,
          lastSeenAt: AT,
          expiresAt: '2026-12-26T10:00:00.000Z',
        })
        for (const id of ['s1', 's2', 's3']) await store.people.insertSession(session(id))
        assert.deepEqual(await store.people.findSessionByTokenHash('hash-s2'), session('s2'))
        await store.people.touchSession('s2', '2026-11-26T10:05:00.000Z')
        assert.equal(
          (await store.people.findSessionByTokenHash('hash-s2'))?.lastSeenAt,
          '2026-11-26T10:05:00.000Z',
        )
        await store.people.insertUser(user('u2', 'bob@example.com'))
        await store.people.insertSession({ ...session('s9'), userId: 'u2' })
        assert.deepEqual(
          (await store.people.listSessionsOfUser('u1')).map((s) => s.id),
          ['s1', 's2', 's3'],
        )
        assert.equal(await store.people.deleteSessionOfUser('u1', 's9'), false, "another user's session")
        assert.equal(await store.people.deleteSessionOfUser('u2', 's9'), true)
        assert.deepEqual(await store.people.listSessionsOfUser('u2'), [])
        await store.people.deleteSession('s1')
        await store.people.deleteSessionsOfUser('u1', 's3')
        assert.deepEqual(
          (await store.people.listSessions()).map((s) => s.id),
          ['s3'],
        )
        await store.people.deleteSessionsOfUser('u1')
        assert.deepEqual(await store.people.listSessions(), [])
      } finally {
        await cleanup()
      }
    })

    it('give an OIDC sign-in back once, never after it expired, and to one of two racing callbacks', async () => {
      const { store, cleanup } = await backend.open()
      const login = (keyHash: string, expiresAt = '2026-11-26T10:10:00.000Z') => ({
        keyHash,
        state: `state-${keyHash}`,
        nonce: 'nonce',
        codeVerifier: 'verifier',
        redirectUri: 'https://pctx.example.com/api/v1/auth/oidc/callback',
        returnTo: '/console/',
        createdAt: AT,
        expiresAt,
      })
      try {
        await store.people.insertOidcLogin(login('a'), AT)
        await store.people.insertOidcLogin(login('b', '2026-11-26T10:01:00.000Z'), AT)
        await store.people.insertOidcLogin(login('c'), AT)
        assert.deepEqual(await store.people.takeOidcLogin('a', AT), login('a'))
        assert.equal(await store.people.takeOidcLogin('a', AT), undefined, 'spent by its first use')
        assert.equal(await store.people.takeOidcLogin('b', '2026-11-26T10:02:00.000Z'), undefined, 'expired')
        const raced = await Promise.all([
          store.people.takeOidcLogin('c', AT),
          store.people.takeOidcLogin('c', AT),
        ])
        assert.equal(raced.filter(Boolean).length, 1, 'one of two racing callbacks gets it')
        // A later start sweeps what expired meanwhile.
        await store.people.insertOidcLogin(login('d', '2026-11-26T11:00:00.000Z'), '2026-11-26T10:30:00.000Z')
        assert.equal(await store.people.takeOidcLogin('b', AT), undefined, 'swept')
      } finally {
        await cleanup()
      }
    })

    it('travel with `pctx db copy`, and make a target with users count as not empty', async () => {
      const source = await backend.open()
      const target = await openTempSqliteStore()
      try {
        const ada = user('u1', 'Ada@Example.com', { admin: true, passwordHash: 'scrypt$1$8$1$salt$key' })
        await source.store.people.insertUser(ada)
        const session = {
          id: 's1',
          userId: 'u1',
          tokenHash: 'th',
          createdAt: AT,
          lastSeenAt: AT,
          expiresAt: '2026-12-26T10:00:00.000Z',
        }
        await source.store.people.insertSession(session)
        const link = { tokenHash: 'lh', userId: 'u1', createdAt: AT, expiresAt: AT, usedAt: null }
        await source.store.people.insertLinkToken(link)
        const summary = await copyDatabase(source.store, target.store)
        assert.equal(summary.users, 1)
        assert.deepEqual(await target.store.people.getUser('u1'), ada)
        assert.deepEqual(await target.store.people.listSessions(), [session])
        assert.deepEqual(await target.store.people.listLinkTokens(), [link])
        await assert.rejects(copyDatabase(source.store, target.store), /not empty .*1 users/)
      } finally {
        await target.cleanup()
        await source.cleanup()
      }
    })
  })
}
