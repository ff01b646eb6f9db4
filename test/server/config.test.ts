import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { killChildren, runCli, type TempDb, tempDb } from '../helpers/cli.js'
import { freePort, startServer } from '../helpers/server-process.js'

/** Each bad variable, and what the message must name. */
const BAD_CONFIG: { env: Record<string, string>; names: RegExp }[] = [
  { env: { PORT: 'abc' }, names: /PORT must be a whole number from 0 to 65535, got "abc"/ },
  { env: { PORT: '70000' }, names: /PORT must be a whole number/ },
  { env: { LOG_LEVEL: 'loud' }, names: /LOG_LEVEL must be one of .*got "loud"/ },
  { env: { WORKERS: '0' }, names: /WORKERS must be a whole number/ },
  { env: { BODY_LIMIT_BYTES: '12' }, names: /BODY_LIMIT_BYTES must be a whole number/ },
  { env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '-5' }, names: /PUBLIC_RATE_LIMIT_PER_MINUTE must be/ },
  { env: { PEOPLE_RATE_LIMIT_PER_MINUTE: '0' }, names: /PEOPLE_RATE_LIMIT_PER_MINUTE must be/ },
  {
    env: { PUBLIC_BASE_URL: 'ftp://files.example.com' },
    names: /PUBLIC_BASE_URL must be an absolute http\(s\) URL/,
  },
  { env: { TRUST_PROXY: 'everyone!' }, names: /TRUST_PROXY must be/ },
  { env: { DATABASE_URL: 'mysql://localhost/pctx' }, names: /DATABASE_URL must start with sqlite:/ },
  { env: { WEBHOOK_ALLOW_PRIVATE: 'yes' }, names: /WEBHOOK_ALLOW_PRIVATE must be true or false, got "yes"/ },
  {
    env: { WEBHOOK_RETRY_DELAYS_MS: '10s,1m' },
    names: /WEBHOOK_RETRY_DELAYS_MS must be up to 50 comma-separated/,
  },
  { env: { OIDC_ISSUER: 'https://login.example.com' }, names: /OIDC_CLIENT_ID is needed with OIDC_ISSUER/ },
]

describe('pctx serve with invalid configuration (real process)', { timeout: 600_000 }, () => {
  let db: TempDb
  before(() => {
    db = tempDb()
  })
  after(async () => {
    await killChildren()
    db.cleanup()
  })

  describe('fails fast', { concurrency: 3 }, () => {
    for (const bad of BAD_CONFIG) {
      const [name, value] = Object.entries(bad.env)[0] as [string, string]
      it(`${name}=${value}: exits non-zero naming the variable`, async () => {
        // A valid port, so a server that wrongly starts is killed by the timeout and fails.
        const port = String(await freePort())
        const result = await runCli(['serve'], {
          db: db.url,
          env: { PORT: port, ...bad.env },
          timeoutMs: 45_000,
        })
        assert.equal(result.timedOut, false, `pctx serve kept running with ${name}=${value}`)
        assert.notEqual(result.code, 0)
        assert.match(result.stderr, /^error: /m)
        assert.match(result.stderr, bad.names)
        assert.equal(result.stdout, '', 'nothing logged: it never started')
      })
    }
  })

  it('a port already in use: exits non-zero and says so', async (t) => {
    const own = tempDb()
    t.after(() => own.cleanup())
    const running = await startServer({ db: own.url, args: ['--no-demo'] })
    t.after(() => running.stop())
    const result = await runCli(['serve', '--no-demo'], {
      db: db.url,
      env: { PORT: String(running.port), HOST: '127.0.0.1' },
      timeoutMs: 45_000,
    })
    assert.equal(result.timedOut, false, 'a server that cannot listen must exit')
    assert.notEqual(result.code, 0)
    assert.match(result.stderr, /^error: .*EADDRINUSE/m)
  })
})
