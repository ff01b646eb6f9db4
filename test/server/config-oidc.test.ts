import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { ConfigError, loadConfig } from '../../src/config.js'

const BASE = {
  OIDC_ISSUER: 'https://login.example.com/realms/acme',
  OIDC_CLIENT_ID: 'pctx',
  OIDC_ALLOWED_DOMAINS: 'example.com',
}

describe('OIDC_* settings', () => {
  it('are off without OIDC_ISSUER', () => {
    assert.equal(loadConfig({}).oidc, null)
  })

  it('read the provider, the defaults and the domains (lower case, once each)', () => {
    assert.deepEqual(
      loadConfig({ ...BASE, OIDC_ALLOWED_DOMAINS: ' Example.com,example.org , EXAMPLE.COM' }).oidc,
      {
        issuer: 'https://login.example.com/realms/acme',
        clientId: 'pctx',
        clientSecret: null,
        name: 'SSO',
        allowedDomains: ['example.com', 'example.org'],
        adminGroup: null,
        groupsClaim: 'groups',
        scopes: 'openid email profile',
      },
    )
    const full = loadConfig({
      ...BASE,
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_NAME: 'Okta',
      OIDC_ADMIN_GROUP: 'pctx-admins',
      OIDC_GROUPS_CLAIM: 'roles',
      OIDC_SCOPES: 'openid  email profile groups',
    }).oidc
    assert.equal(full?.clientSecret, 's3cret')
    assert.equal(full?.name, 'Okta')
    assert.equal(full?.adminGroup, 'pctx-admins')
    assert.equal(full?.groupsClaim, 'roles')
    assert.equal(full?.scopes, 'openid email profile groups')
  })

  it('allow plain http only for a provider on this machine', () => {
    assert.equal(
      loadConfig({ ...BASE, OIDC_ISSUER: 'http://127.0.0.1:4000' }).oidc?.issuer,
      'http://127.0.0.1:4000',
    )
    assert.equal(
      loadConfig({ ...BASE, OIDC_ISSUER: 'http://localhost:4000/x' }).oidc?.issuer,
      'http://localhost:4000/x',
    )
  })

  const bad: [Record<string, string>, RegExp][] = [
    [{ OIDC_ISSUER: 'https://login.example.com' }, /OIDC_CLIENT_ID is needed with OIDC_ISSUER/],
    [{ OIDC_CLIENT_ID: 'pctx' }, /OIDC_CLIENT_ID is set but OIDC_ISSUER is not/],
    [{ OIDC_ALLOWED_DOMAINS: 'example.com' }, /OIDC_ALLOWED_DOMAINS is set but OIDC_ISSUER is not/],
    [
      { ...BASE, OIDC_ALLOWED_DOMAINS: '' },
      /OIDC_ALLOWED_DOMAINS is needed with OIDC_ISSUER: the email domains/,
    ],
    [
      { ...BASE, OIDC_ALLOWED_DOMAINS: 'example.com,@evil' },
      /OIDC_ALLOWED_DOMAINS must be comma-separated domain names.*"@evil"/,
    ],
    [
      { ...BASE, OIDC_ALLOWED_DOMAINS: 'example.com,' },
      /OIDC_ALLOWED_DOMAINS must be comma-separated domain names/,
    ],
    [{ ...BASE, OIDC_ISSUER: 'not a url' }, /OIDC_ISSUER must be the provider's issuer URL/],
    [
      { ...BASE, OIDC_ISSUER: 'http://login.example.com' },
      /OIDC_ISSUER must be an https URL .*http only on localhost/,
    ],
    [
      { ...BASE, OIDC_ISSUER: 'https://login.example.com?x=1' },
      /OIDC_ISSUER must be an https URL without query/,
    ],
    [
      { ...BASE, OIDC_SCOPES: 'email profile' },
      /OIDC_SCOPES must be space-separated scopes including openid and email/,
    ],
    [{ ...BASE, OIDC_NAME: 'x'.repeat(61) }, /OIDC_NAME must be at most 60 characters/],
  ]
  for (const [env, message] of bad) {
    it(`refuse ${JSON.stringify(env)} naming the variable`, () => {
      assert.throws(
        () => loadConfig(env),
        (error: unknown) => error instanceof ConfigError && message.test(error.message),
      )
    })
  }
})
