#!/usr/bin/env node
// Seeds the benchmark database through pctx's own services (the same code the server and CLI
// run), in its own process so the load generator never carries the seeding heap.
//
//   node bench/seed.mjs '<json options>'   (dist/ build)
//   node --import tsx bench/seed.mjs '…'    (with "fromSource": true, straight from src/)
//
// Options: {databaseUrl, fromSource, sizes: {small, search, export, sync}}. Prints one JSON line
// on stdout: the API key and the seeded projects.
import { makeBlocks } from './lib/data.mjs'

const options = JSON.parse(process.argv[2] ?? '{}')
const root = new URL(options.fromSource ? '../src/' : '../dist/', import.meta.url)
const ext = options.fromSource ? '.ts' : '.js'
const load = (path) => import(new URL(`${path}${ext}`, root).href)

const [
  { loadConfig },
  { openStore },
  { createBlockService },
  { createKeyService },
  projectModule,
  clockModule,
  { createUserService },
  { createMemberService },
  { SYSTEM_AUDIT },
] = await Promise.all([
  load('config'),
  load('store/open-store'),
  load('domain/block-service'),
  load('domain/key-service'),
  load('domain/project-service'),
  load('domain/clock'),
  load('domain/people/user-service'),
  load('domain/people/member-service'),
  load('domain/audit/audit'),
])

const config = loadConfig({ DATABASE_URL: options.databaseUrl, LOG_LEVEL: 'warn' })
const store = await openStore(config)
const clock = clockModule.systemClock
const blocks = createBlockService({ store, clock, limits: { maxBlocks: config.syncMaxBlocks } })
const projects = projectModule.createProjectService({ store, clock })
const keys = createKeyService({ store, clock })

const BATCH = 1000
const progress = (text) => process.stderr.write(`  seed: ${text}\n`)

async function seedProject(id, name, count, seed) {
  const started = performance.now()
  await projects.create({ id, name, description: `Benchmark project with ${count} blocks.` })
  const all = makeBlocks(count, { seed })
  for (let i = 0; i < all.length; i += BATCH) {
    await blocks.sync(id, { blocks: all.slice(i, i + BATCH) })
  }
  progress(`${id}: ${count} blocks in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return { id, name, blocks: count, keys: all.map((block) => block.key) }
}

try {
  const { sizes } = options
  const small = await seedProject('bench-small', 'Acme Analytics (benchmark)', sizes.small, 1)
  const search = await seedProject('bench-search', 'Search corpus', sizes.search, 2)
  const exported = await seedProject('bench-export', 'Export corpus', sizes.export, 3)
  const sync = await seedProject('bench-sync', 'Sync target', sizes.sync, 4)
  // Enterprise limits far above anything a run can send, so the limiter counts but never binds.
  const { key } = await keys.create(
    {
      name: 'benchmark key',
      projects: [],
      allProjects: true,
      plan: 'enterprise',
      perMinute: 1_000_000_000,
      perDay: 1_000_000_000,
      access: 'write',
    },
    // The audit log names the benchmark's seed as the server acting on its own.
    { actor: { kind: 'system', id: 'system', name: 'pctx benchmark seed' }, ip: null },
  )
  // A person who reads bench-small as a viewer (the role read from the database on every
  // request, the most a person's get costs), for get-session against get's key.
  const person = { email: 'bench-person@example.com', password: 'bench person password 1' }
  const users = createUserService({ store, clock })
  const { user, token } = await users.create({ email: person.email, name: 'Bench Person' }, SYSTEM_AUDIT)
  await users.setPasswordWithLink(token, person.password, SYSTEM_AUDIT)
  await createMemberService({ store, clock }).set(small.id, user.id, 'viewer', SYSTEM_AUDIT)
  const out = {
    key,
    person,
    projects: {
      small: { id: small.id, name: small.name, blocks: small.blocks, keys: small.keys },
      search: { id: search.id, blocks: search.blocks },
      export: { id: exported.id, blocks: exported.blocks },
      sync: { id: sync.id, blocks: sync.blocks },
    },
  }
  process.stdout.write(`${JSON.stringify(out)}\n`)
} finally {
  await store.close()
}
