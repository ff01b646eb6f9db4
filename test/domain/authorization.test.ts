import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { ForbiddenError } from '../../src/domain/errors.js'
import type { ApiKey } from '../../src/domain/model.js'
import {
  type AccessPrincipal,
  type Action,
  can,
  canAdminister,
  may,
} from '../../src/domain/people/authorization.js'
import type { Role, User } from '../../src/domain/people/people.js'

const ACTIONS: Action[] = ['read', 'edit', 'manage', 'members']

function user(admin = false): User {
  return {
    id: 'u1',
    email: 'bob@example.com',
    name: 'Bob',
    admin,
    disabled: false,
    createdAt: '2026-11-26T10:00:00.000Z',
    lastSignInAt: null,
  }
}

function key(fields: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 'k1',
    name: 'ci',
    prefix: 'pctx_AbCdEfG',
    plan: 'free',
    perMinute: null,
    perDay: null,
    access: 'write',
    allProjects: false,
    admin: false,
    projects: ['p'],
    createdAt: '2026-11-26T10:00:00.000Z',
    expiresAt: null,
    revokedAt: null,
    lastUsedAt: null,
    owner: null,
    ...fields,
  }
}

const person = (role?: Role, admin = false): AccessPrincipal => ({
  kind: 'user',
  user: user(admin),
  roles: role ? { p: role } : {},
})
const allowed = (principal: AccessPrincipal) => ACTIONS.filter((action) => may(principal, action, 'p'))

describe('can: one decision for keys and people', () => {
  it('gives each role exactly its actions: viewer ⊂ editor ⊂ admin; an instance admin all', () => {
    assert.deepEqual(allowed(person()), [])
    assert.deepEqual(allowed(person('viewer')), ['read'])
    assert.deepEqual(allowed(person('editor')), ['read', 'edit'])
    assert.deepEqual(allowed(person('admin')), ['read', 'edit', 'manage', 'members'])
    assert.deepEqual(allowed(person(undefined, true)), ACTIONS)
    assert.equal(may(person('admin'), 'read', 'other'), false, 'a role is per project')
  })

  it("decides a machine's key exactly as before people: the project, then write access; members need an admin key", () => {
    const plain = (fields: Partial<ApiKey>): AccessPrincipal => ({
      kind: 'key',
      key: key(fields),
      owner: null,
    })
    assert.deepEqual(allowed(plain({ access: 'read' })), ['read'])
    assert.deepEqual(allowed(plain({})), ['read', 'edit', 'manage'])
    assert.deepEqual(allowed(plain({ admin: true, allProjects: true, projects: [] })), ACTIONS)
    assert.throws(
      () => can(plain({ projects: ['q'] }), 'read', 'p'),
      (error: unknown) =>
        error instanceof ForbiddenError &&
        error.message === 'API key pctx_AbCdEfG… has no access to project "p"',
    )
    assert.throws(
      () => can(plain({ access: 'read' }), 'edit', 'p'),
      /^Error: API key pctx_AbCdEfG… is read-only; syncing needs a key created with --access write$/,
    )
  })

  it("limits a personal key to the intersection of its access and its owner's current role", () => {
    const owned = (access: 'read' | 'write', role?: Role, admin = false): AccessPrincipal => ({
      kind: 'key',
      key: key({ access, owner: { id: 'u1', email: 'bob@example.com', name: 'Bob' } }),
      owner: { user: user(admin), roles: role ? { p: role } : {} },
    })
    assert.deepEqual(allowed(owned('write', 'viewer')), ['read'])
    assert.deepEqual(allowed(owned('read', 'admin')), ['read'])
    assert.deepEqual(allowed(owned('write', 'editor')), ['read', 'edit'])
    assert.deepEqual(allowed(owned('write')), [], 'no role: nothing, whatever the key says')
    assert.deepEqual(
      allowed(owned('write', undefined, true)),
      ['read', 'edit', 'manage'],
      'never members: not an admin key',
    )
    assert.throws(
      () => can(owned('write', 'viewer'), 'edit', 'p'),
      /API key pctx_AbCdEfG… belongs to bob@example\.com, who is a viewer of project "p": syncing, deleting or restoring needs the editor role/,
    )
  })

  it('lets only admin keys and instance admins use the instance-wide admin API', () => {
    assert.doesNotThrow(() => canAdminister(person(undefined, true), 'managing users'))
    assert.throws(
      () => canAdminister(person('admin'), 'managing users'),
      /is not an instance admin: managing users needs one/,
    )
    assert.throws(
      () => canAdminister({ kind: 'key', key: key(), owner: null }, 'managing projects and keys'),
      /is not an admin key: managing projects and keys needs an admin key/,
    )
  })
})
