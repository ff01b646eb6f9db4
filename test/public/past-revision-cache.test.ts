import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createBlockService } from '../../src/domain/block-service.js'
import { createProjectService } from '../../src/domain/project-service.js'
import { createPublicContextService, type PublicRequest } from '../../src/domain/public-context-service.js'
import { createPublicOutputs } from '../../src/http/public-outputs.js'
import { ManualClock } from '../helpers/clock.js'
import { openTempStore, type TempStore } from '../helpers/temp-store.js'

const FORMATS: PublicRequest[] = [
  { projectId: 'p1', format: 'markdown', completeOnly: false },
  { projectId: 'p1', format: 'context', completeOnly: false },
  { projectId: 'p1', format: 'llms-full.txt', completeOnly: false },
  { projectId: 'p1', format: 'llms.txt', completeOnly: false, baseUrl: 'https://ctx.example.com' },
]

/**
 * A read of the current state may see a newer revision than the one asked for (a sync lands
 * between reading the version and reading the snapshot). Such bytes are labelled with the newer
 * revision; they must never answer a request for the older, past revision, even one made at the
 * same moment for the same version.
 */
describe('past revisions in the public output cache', () => {
  let temp: TempStore
  let blocks: ReturnType<typeof createBlockService>
  const content = (n: number) => ({
    blocks: [{ key: 'a', type: 'text', section: 'brand', value: { content: `alpha at ${n}` } }],
  })
  before(async () => {
    temp = await openTempStore()
    const clock = new ManualClock()
    await createProjectService({ store: temp.store, clock }).create({ id: 'p1', name: 'P1' })
    blocks = createBlockService({ store: temp.store, clock, limits: { maxBlocks: 1000 } })
    await blocks.sync('p1', content(1))
    await blocks.sync('p1', content(2))
  })
  after(() => temp.cleanup())

  it('never answers a past revision with bytes a concurrent current read built from a newer one', async () => {
    for (const request of FORMATS) {
      const contexts = createPublicContextService({ store: temp.store })
      let revision = (await contexts.currentVersion('p1')).revision
      // Every read of the current state is overtaken by a sync, as under heavy writing.
      const racing = {
        ...contexts,
        async snapshot(projectId: string) {
          revision = (await blocks.sync('p1', content(revision + 1))).revision
          return contexts.snapshot(projectId)
        },
      }
      const outputs = createPublicOutputs({ store: temp.store, contexts: racing })
      const version = await outputs.currentVersion('p1')
      const asked = version.revision
      const current = outputs.render(request, version)
      // Now `asked` is a past revision: it is asked for at the same version, at the same time.
      const past = outputs.render({ ...request, pastRevision: asked }, version)
      const [now, then] = await Promise.all([current, past])
      assert.equal(
        now.version.revision,
        asked + 1,
        `${request.format}: the current read saw the newer revision`,
      )
      assert.equal(
        then.version.revision,
        asked,
        `${request.format}: the past read is labelled with its revision`,
      )
      assert.match(then.body.toString(), new RegExp(`alpha at ${asked}\\b`), request.format)
      assert.doesNotMatch(then.body.toString(), new RegExp(`alpha at ${asked + 1}\\b`), request.format)
      assert.notEqual(then.etag, now.etag, request.format)
      // And afterwards, from the cache: the past revision still answers its own bytes.
      const again = await outputs.render({ ...request, pastRevision: asked }, version)
      assert.equal(again.body.toString(), then.body.toString(), request.format)
    }
  })
})
