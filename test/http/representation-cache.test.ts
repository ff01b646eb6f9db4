import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { type Built, createRepresentationCache } from '../../src/http/representation-cache.js'

const v = (revision: number, generation = 'g1') => ({ revision, generation })

/** A builder that counts its calls and answers `body` read at `version`. */
function builder(body: string, version = v(1)) {
  let calls = 0
  const build = async (): Promise<Built<string>> => {
    calls++
    await new Promise((resolve) => setImmediate(resolve))
    return { value: body, version, size: body.length }
  }
  return { build, calls: () => calls }
}

describe('representation cache', () => {
  it('builds once for concurrent misses and serves the stored value after', async () => {
    const cache = createRepresentationCache()
    const { build, calls } = builder('bytes')
    const all = await Promise.all(Array.from({ length: 10 }, () => cache.get('p', v(1), 'a', build)))
    assert.equal(calls(), 1)
    assert.ok(all.every((built) => built.value === 'bytes'))
    await cache.get('p', v(1), 'a', build)
    assert.equal(calls(), 1)
  })

  it('keys by project, generation, revision and answer', async () => {
    const cache = createRepresentationCache()
    const { build, calls } = builder('x')
    await cache.get('p', v(1), 'a', build)
    await cache.get('q', v(1), 'a', build)
    await cache.get('p', v(1, 'g2'), 'a', build)
    await cache.get('p', v(2), 'a', build)
    await cache.get('p', v(1), 'b', build)
    assert.equal(calls(), 5)
  })

  it('stores a value under the version it was built from, not the one asked for', async () => {
    const cache = createRepresentationCache()
    const newer = builder('newer', v(2))
    const built = await cache.get('p', v(1), 'a', newer.build)
    assert.deepEqual(built.version, v(2))
    const other = builder('other', v(2))
    assert.equal((await cache.get('p', v(2), 'a', other.build)).value, 'newer')
    assert.equal(other.calls(), 0)
  })

  it('does not keep a failed build: the next request builds again', async () => {
    const cache = createRepresentationCache()
    let calls = 0
    const failing = async (): Promise<Built<string>> => {
      calls++
      throw new Error('store down')
    }
    await assert.rejects(cache.get('p', v(1), 'a', failing), /store down/)
    await assert.rejects(cache.get('p', v(1), 'a', failing), /store down/)
    assert.equal(calls, 2)
  })

  it('is bounded by bytes: what does not fit is built again, older entries are evicted', async () => {
    const cache = createRepresentationCache({ maxBytes: 10 })
    const big = builder('x'.repeat(11))
    await cache.get('p', v(1), 'big', big.build)
    await cache.get('p', v(1), 'big', big.build)
    assert.equal(big.calls(), 2)
    const first = builder('12345678')
    await cache.get('p', v(1), 'first', first.build)
    await cache.get('p', v(1), 'second', builder('12345678').build)
    await cache.get('p', v(1), 'first', first.build)
    assert.equal(first.calls(), 2, 'evicted by the second entry')
  })

  it('bytes() labels what it builds with the version asked for', async () => {
    const cache = createRepresentationCache()
    let calls = 0
    const body = await cache.bytes('p', v(3), 'page', async () => {
      calls++
      return Buffer.from('page')
    })
    assert.equal(body.toString(), 'page')
    assert.equal(await cache.bytes('p', v(3), 'page', async () => Buffer.from('other')), body)
    assert.equal(calls, 1)
  })
})
