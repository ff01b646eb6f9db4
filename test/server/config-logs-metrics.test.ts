import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { ConfigError, loadConfig } from '../../src/config.js'
import { resolveLogFormat } from '../../src/logging.js'

describe('LOG_FORMAT and METRICS_TOKEN', () => {
  it('LOG_FORMAT: json or pretty; unset picks by the terminal', () => {
    assert.equal(loadConfig({ LOG_FORMAT: 'json' }).logFormat, 'json')
    assert.equal(loadConfig({ LOG_FORMAT: ' pretty ' }).logFormat, 'pretty')
    assert.equal(loadConfig({}).logFormat, null)
    assert.equal(resolveLogFormat(null, { isTTY: true }), 'pretty')
    assert.equal(resolveLogFormat(null, {}), 'json')
    assert.equal(resolveLogFormat('json', { isTTY: true }), 'json')
    assert.throws(
      () => loadConfig({ LOG_FORMAT: 'yaml' }),
      /^Error: LOG_FORMAT must be json or pretty, got "yaml"$/,
    )
  })

  it('METRICS_TOKEN: off when unset; 16 to 256 visible characters; never echoed when refused', () => {
    assert.equal(loadConfig({}).metricsToken, null)
    const token = 'a'.repeat(15)
    assert.equal(loadConfig({ METRICS_TOKEN: `${token}b` }).metricsToken, `${token}b`)
    for (const bad of [token, 'has space in it 0123', 'x'.repeat(257)]) {
      assert.throws(
        () => loadConfig({ METRICS_TOKEN: bad }),
        (error: unknown) =>
          error instanceof ConfigError &&
          error.message.startsWith('METRICS_TOKEN must be 16 to 256 visible ASCII characters') &&
          !error.message.includes(bad),
      )
    }
  })
})
