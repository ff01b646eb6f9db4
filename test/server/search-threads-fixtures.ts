import { mkdtempSync, readdirSync, readlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Block } from '../../src/domain/model.js'
import { parseQuery } from '../../src/domain/search/query.js'
import type { BlockFilter, Store } from '../../src/domain/store.js'
import { blockRecord } from '../store/fixtures.js'

// Shared by the search-thread tests (search-threads*.test.ts).

export const WORDS = (
  'onboarding pricing persona analytics dashboard export import retention churn activation ' +
  'billing invoice team workspace integration webhook report chart funnel cohort segment ' +
  'campaign email notification mobile desktop browser security audit compliance'
).split(' ')

/** `count` text blocks of 30 words each from WORDS, the same every run. */
export function generatedBlocks(count: number): Block[] {
  let seed = 1
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed / 2147483648
  }
  return Array.from({ length: count }, (_, i) =>
    blockRecord(`k${i}`, {
      name: `${WORDS[i % WORDS.length]} note ${i}`,
      section: ['brand', 'product', 'users'][i % 3] as string,
      status: i % 4 === 0 ? 'complete' : 'draft',
      position: i,
      value: {
        content: Array.from({ length: 30 }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' '),
      },
    }),
  )
}

export function tempPath(): { dir: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), 'pctx-search-threads-'))
  return { dir, path: join(dir, 'pctx.db') }
}

/** File descriptors this process holds on the database file or its WAL and shared-memory files. */
export function openHandles(path: string): string[] {
  const handles: string[] = []
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`)
      if (target.startsWith(path)) handles.push(target)
    } catch {
      // closed between the listing and the read
    }
  }
  return handles
}

/** A store-level search with `q` parsed as the service parses it. */
export const search = (store: Store, projectId: string, q: string, filter: BlockFilter = {}, limit = 20) =>
  store.searchBlocks(projectId, parseQuery(q), filter, limit)
