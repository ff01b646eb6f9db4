#!/usr/bin/env node
// Time of one webhook outbox claim while one project has a large due backlog and holds all the
// delivery slots it may, straight from src/ (a measurement for docs/performance.md, not a test):
//
//   node --import tsx bench/webhook-claim.mjs [rows=50000] [held=12] [database=sqlite] [others=0]
//
// `database` is `sqlite` (a fresh temporary file) or a PostgreSQL URL of an empty database.
// Seeds project "dead" with ten webhooks and rows/10 events, all due, project "live" with one
// due delivery, and `others` projects with one delivery each waiting for a retry; then claims as the delivery worker does with `held` of "dead"'s attempts in
// flight, 50 times, giving "live"'s delivery back after each. Prints one JSON line (ms).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openPostgresStore } from '../src/store/postgres/pg-store.ts'
import { openSqliteStore } from '../src/store/sqlite/sqlite-store.ts'
import { DELIVERY_CONCURRENCY, PROJECT_CONCURRENCY } from '../src/webhooks/delivery-worker.ts'

const rows = Number(process.argv[2] ?? 50_000)
const held = Number(process.argv[3] ?? 12)
const database = process.argv[4] ?? 'sqlite'
const others = Number(process.argv[5] ?? 0)
const T0 = '2026-05-04T09:30:00.000Z'

const dir = database === 'sqlite' ? mkdtempSync(join(tmpdir(), 'pctx-claim-')) : undefined
const store = dir
  ? await openSqliteStore(join(dir, 'pctx.db'))
  : await openPostgresStore(database, { poolSize: 2 })
try {
  for (const [id, hooks] of [
    ['dead', 10],
    ['live', 1],
    ...Array.from({ length: others }, (_, i) => [`other${i}`, 1]),
  ]) {
    await store.insertProject({
      id,
      name: id,
      description: '',
      public: true,
      revision: 0,
      createdAt: T0,
      updatedAt: T0,
    })
    for (let i = 0; i < hooks; i++)
      await store.webhooks.insert({
        id: `wh_${id}_${i}`,
        projectId: id,
        url: `https://hooks.example.com/${i}`,
        description: '',
        secret: `whsec_${Buffer.alloc(32, i).toString('base64')}`,
        createdAt: T0,
      })
  }
  const event = (project, revision) => ({
    messageId: `msg_${project}_${revision}`,
    type: 'revision.created',
    timestamp: T0,
    data: { project, revision, created: ['a'], updated: [], deleted: [], message: null, keyName: null },
  })
  await store.transaction(async (tx) => {
    for (let revision = 1; revision <= rows / 10; revision++)
      await tx.webhooks.enqueue('dead', event('dead', revision), T0)
  })
  await store.transaction((tx) => tx.webhooks.enqueue('live', event('live', 1), '2026-05-04T09:31:00.000Z'))
  await store.transaction(async (tx) => {
    for (let i = 0; i < others; i++)
      await tx.webhooks.enqueue(`other${i}`, event(`other${i}`, 1), '2026-05-05T00:00:00.000Z')
  })
  const now = '2026-05-04T09:40:00.000Z'
  const lease = '2026-05-04T09:41:00.000Z'
  const share = {
    perProject: PROJECT_CONCURRENCY,
    reserve: PROJECT_CONCURRENCY,
    inFlight: new Map([['dead', held]]),
  }
  const times = []
  for (let run = 0; run < 50; run++) {
    const started = performance.now()
    const claimed = await store.webhooks.claimDue(now, lease, DELIVERY_CONCURRENCY - held, `c${run}`, share)
    times.push(performance.now() - started)
    const projects = claimed.map((delivery) => delivery.webhook.projectId)
    if (!projects.includes('live'))
      throw new Error(`the claim took ${projects.join(', ')}, not "live"'s delivery`)
    for (const delivery of claimed) await store.webhooks.release(delivery)
  }
  times.sort((a, b) => a - b)
  const ms = (value) => Math.round(value * 100) / 100
  console.log(
    JSON.stringify({
      database: dir ? 'sqlite' : 'postgres',
      rows,
      held,
      others,
      median: ms(times[25]),
      p90: ms(times[45]),
      max: ms(times[49]),
    }),
  )
} finally {
  await store.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
}
