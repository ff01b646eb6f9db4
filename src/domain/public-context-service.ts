import { randomBytes } from 'node:crypto'
import { NotFoundError, ValidationError } from './errors.js'
import type { Block, Project } from './model.js'
import { blocksAt, projectAt } from './point-in-time.js'
import { type ProjectVersion, versionOf } from './project-version.js'
import { createRevisionReader } from './read-at-revision.js'
import { contextLayout, llmsTxtLayout, markdownLayout } from './render/budget-layouts.js'
import { budgetNote, expansionsText } from './render/budget-note.js'
import { budgetRanking } from './render/budget-ranking.js'
import { renderContext } from './render/context-renderer.js'
import { renderLlmsFullTxt } from './render/llms-full-txt-renderer.js'
import { llmsTxtNote } from './render/llms-txt-budget.js'
import { renderLlmsTxt } from './render/llms-txt-renderer.js'
import { renderProjectMarkdown, renderSectionMarkdown } from './render/markdown-renderer.js'
import { publicLinks } from './render/public-links.js'
import { type PublicView, publicView } from './render/public-view.js'
import { sectionNotFound } from './render/section-not-found.js'
import {
  type BudgetedText,
  type BudgetLayout,
  type BudgetRanking,
  budgetOrder,
  type Note,
  type NoteFacts,
  packBudget,
  type RenderMemo,
  type TokenBudget,
} from './render/token-budget.js'
import { loadTokenCounter, type TokenCounter } from './render/token-count.js'
import { memorySearchIndex } from './search/memory-search-index.js'
import type { SearchIndexReader } from './search/search-index.js'
import { type SynonymGroups, synonymIndexOf } from './search/synonyms.js'
import type { Store } from './store.js'

export const PUBLIC_FORMATS = ['llms.txt', 'llms-full.txt', 'markdown', 'context'] as const
export type PublicFormat = (typeof PUBLIC_FORMATS)[number]

/** One public output of one project: what the URL and its query ask for. */
export interface PublicRequest {
  projectId: string
  format: PublicFormat
  /** `markdown` only: one section instead of the whole project. */
  section?: string
  /** `?status=complete`. */
  completeOnly: boolean
  /** `llms.txt` only: the base of its absolute links, e.g. `https://ctx.example.com`. */
  baseUrl?: string
  /** `?revision=N` naming a past revision (not the current one): the output as N left it. */
  pastRevision?: number
  /** `?tokens=N` (and `?q=`): the answer fits N o200k_base tokens. */
  budget?: TokenBudget
}

/** A rendered output and its size in tokens. */
export interface RenderedOutput {
  text: string
  /** o200k_base tokens of `text`. */
  tokens: number
  /** Whether a token budget left blocks out (or cut one). */
  truncated: boolean
}

/**
 * Part of every ETag: bump it whenever a renderer's output changes, so a client holding bytes
 * of an unchanged revision rendered by an older release does not get a 304 for them.
 */
export const RENDER_VERSION = 2

/** A public project and all its blocks (empty ones too) as one consistent read saw them. */
export interface PublicSnapshot {
  project: Project
  blocks: Block[]
  /** The version the read saw (it may be newer than the one a caller read just before). */
  version: ProjectVersion
  /** The project's synonym groups (current ones, at every revision): `q` also matches them. */
  synonyms?: SynonymGroups
}

/**
 * llms.txt rendered once for every base URL: the text split where the base of its absolute
 * links goes. `fillLlmsTxt` joins it with a base, so serving it under another host is string
 * work linear in its length, not a render of the project.
 */
export interface LlmsTxtTemplate {
  parts: string[]
}

/**
 * Stands for the base URL while rendering a template. Random per process and never sent
 * (every occurrence is replaced), so no stored content can contain it. Only characters that
 * link building keeps as they are, and no trailing slash.
 */
const BASE_PLACEHOLDER = `https://pctx-base-${randomBytes(16).toString('hex')}.invalid`
/** What link building appends to a base for a project's JSON context: the part after the base. */
const CONTEXT_PATH = '/api/projects/p/context'

/**
 * The public read side as plain use cases: the version of a public project, one consistent
 * snapshot of it, and the outputs rendered from a snapshot. Caching, compression and ETags are
 * the HTTP adapter's business (src/http/public-outputs.ts).
 */
export function createPublicContextService({ store }: { store: Store }) {
  // Only the current visibility counts: a project private now is a 404 at every revision, one
  // public now is served at revisions when it was private.
  const revisions = createRevisionReader(store, async (projectId) => {
    const head = await store.getProjectHead(projectId)
    if (!head?.public) throw projectNotFound(projectId)
    return head
  })

  return {
    /**
     * The version of a public project: one indexed read.
     * Unknown and private projects fail alike (404, same message).
     */
    currentVersion: revisions.version,

    /** The project and every block, from one consistent read; 404 when unknown or private. */
    async snapshot(projectId: string): Promise<PublicSnapshot> {
      const snapshot = await store.snapshot(async (tx) => {
        const project = await tx.getProject(projectId)
        if (!project?.public) return undefined
        return {
          project,
          blocks: await tx.listBlocks(projectId, {}, null, null),
          synonyms: await tx.synonyms.get(projectId),
        }
      })
      if (!snapshot) throw projectNotFound(projectId)
      return { ...snapshot, version: versionOf(snapshot.project) }
    },

    /**
     * An output at `?revision=N` (or, without N, the current one) of a public project, read from
     * the current state or rebuilt from history as read-at-revision.ts decides. Unknown and
     * private projects fail alike; an unrecorded revision is a 404 naming the recorded ones.
     */
    readAt: revisions.read,

    /** The project and every block as past revision `revision` left them, from one consistent read. */
    async snapshotAt(projectId: string, revision: number): Promise<PublicSnapshot> {
      const snapshot = await store.snapshot(async (tx) => {
        const current = await tx.getProject(projectId)
        if (!current?.public) return undefined
        const project = await projectAt(tx, current, revision)
        const blocks = await blocksAt(tx, projectId, revision)
        return {
          project,
          blocks: blocks.map((entry) => entry.block),
          synonyms: await tx.synonyms.get(projectId),
        }
      })
      if (!snapshot) throw projectNotFound(projectId)
      return { ...snapshot, version: versionOf(snapshot.project) }
    },

    /** The output `request` asks for, rendered from `snapshot`, with its token count. */
    async render(snapshot: PublicSnapshot, request: PublicRequest): Promise<RenderedOutput> {
      return renderPublicOutput(snapshot, request, await loadTokenCounter())
    },

    /** llms.txt of `snapshot` for any base URL: fill it in with `fillLlmsTxt`. */
    llmsTxtTemplate: renderLlmsTxtTemplate,
  }
}

export type PublicContextService = ReturnType<typeof createPublicContextService>

/**
 * The output `request` asks for, rendered from `snapshot` and counted with `count`: pure, so it
 * can run on any thread. With a budget, packed to fit it (token-budget.ts).
 */
export async function renderPublicOutput(
  snapshot: PublicSnapshot,
  request: PublicRequest,
  count: TokenCounter,
  memo: RenderMemo = new Map(),
): Promise<RenderedOutput> {
  const view = publicView(snapshot.project, snapshot.blocks, request.completeOnly)
  const full = () => renderFull(snapshot, view, request)
  if (request.budget === undefined) {
    const text = full()
    return { text, tokens: count(text), truncated: false }
  }
  const { tokens, query } = request.budget
  let entries = view.sections.flatMap((section) =>
    section.blocks.map((block) => ({ block, section: section.id })),
  )
  if (request.section !== undefined) {
    if (!view.sections.some((section) => section.id === request.section))
      throw sectionNotFound(request.section, snapshot.blocks, view)
    entries = entries.filter((entry) => entry.section === request.section)
  }
  const ranking =
    query === undefined
      ? undefined
      : await budgetRanking(
          snapshot.blocks,
          query,
          searchIndexOf(snapshot, memo),
          synonymIndexOf(snapshot.synonyms ?? []),
        )
  const more = moreHint(request)
  const order = budgetOrder(entries, ranking)
  const pack = (ranked: BudgetRanking | undefined) => {
    // llms.txt names the synonyms in its notes paragraph; the others at the end of their note.
    const synonyms = expansionsText(ranked?.expansions)
    const describe = (facts: NoteFacts): Note => {
      if (request.format === 'llms.txt') return llmsTxtNote(facts)
      const note = budgetNote(facts, more)
      return synonyms && facts.frame === undefined ? [...note, ` ${synonyms}`] : note
    }
    const layout = budgetLayout(view, request, full, count, memo, ranked)
    return packBudget(order, layout, tokens, count, describe, entries)
  }
  if (!ranking?.expansions) return answerOf(pack(ranking))
  // Saying which synonyms were used never costs the answer its best block, nor the JSON context
  // its answer (it refuses a budget below its frame): under a budget too small for both, the
  // sentence goes.
  const { expansions: _, ...unnamed } = ranking
  let packed: BudgetedText
  try {
    packed = pack(ranking)
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return answerOf(pack(unnamed))
  }
  const best = order[0]
  if (best?.answers && !packed.shown.includes(best.block.key)) {
    const without = pack(unnamed)
    if (without.shown.includes(best.block.key)) packed = without
  }
  return answerOf(packed)
}

function answerOf(packed: BudgetedText): RenderedOutput {
  return { text: packed.text, tokens: packed.tokens, truncated: packed.truncated }
}

function renderFull(snapshot: PublicSnapshot, view: PublicView, request: PublicRequest): string {
  switch (request.format) {
    case 'llms.txt': {
      if (request.baseUrl === undefined) throw new Error('llms.txt needs a base URL for its links')
      return renderLlmsTxt(view, publicLinks(request.baseUrl, view.project.id, view.completeOnly))
    }
    case 'llms-full.txt':
      return renderLlmsFullTxt(view)
    case 'markdown': {
      if (request.section === undefined) return renderProjectMarkdown(view)
      const markdown = renderSectionMarkdown(view, request.section)
      if (markdown === undefined) throw sectionNotFound(request.section, snapshot.blocks, view)
      return markdown
    }
    case 'context':
      return renderContext(view)
  }
}

/** The snapshot's search index, built once per memo (the project's blocks, whatever the filter). */
function searchIndexOf(snapshot: PublicSnapshot, memo: RenderMemo): SearchIndexReader {
  let index = memo.get('search index') as SearchIndexReader | undefined
  if (!index) {
    index = memorySearchIndex(snapshot.blocks)
    memo.set('search index', index)
  }
  return index
}

function budgetLayout(
  view: PublicView,
  request: PublicRequest,
  full: () => string,
  count: TokenCounter,
  memo: RenderMemo,
  ranking: BudgetRanking | undefined,
): BudgetLayout {
  switch (request.format) {
    case 'llms.txt': {
      if (request.baseUrl === undefined) throw new Error('llms.txt needs a base URL for its links')
      return llmsTxtLayout(
        view,
        publicLinks(request.baseUrl, view.project.id, view.completeOnly),
        count,
        memo,
        { tokens: request.budget?.tokens ?? 0, ...(ranking && { ranking }) },
      )
    }
    case 'llms-full.txt':
      return markdownLayout(view, { llmsFull: true }, full, count, ranking)
    case 'markdown':
      return markdownLayout(
        view,
        request.section === undefined ? {} : { section: request.section },
        full,
        count,
        ranking,
      )
    case 'context':
      return contextLayout(view, request.budget?.tokens ?? 0, count)
  }
}

/** Where a budgeted answer's note sends the reader for the rest. */
function moreHint(request: PublicRequest): string {
  return request.section === undefined
    ? 'read one section at …/markdown/<section>, or search with q'
    : 'search with q to choose what comes first'
}

/**
 * llms.txt of `snapshot` for any base URL, split where the base goes. The placeholder is random
 * per thread: the split must happen in the thread that rendered, and only the parts leave it.
 */
export function renderLlmsTxtTemplate(snapshot: PublicSnapshot, completeOnly: boolean): LlmsTxtTemplate {
  const view = publicView(snapshot.project, snapshot.blocks, completeOnly)
  const text = renderLlmsTxt(view, publicLinks(BASE_PLACEHOLDER, view.project.id, completeOnly))
  return { parts: text.split(BASE_PLACEHOLDER) }
}

/** llms.txt with its links under `baseUrl`: the same text `render` gives for that base URL. */
export function fillLlmsTxt(template: LlmsTxtTemplate, baseUrl: string): string {
  return template.parts.join(linkBase(baseUrl))
}

/**
 * `baseUrl` as link building writes it at the start of every link (trailing slashes dropped,
 * unsafe characters percent-encoded), taken from a link built the ordinary way.
 */
function linkBase(baseUrl: string): string {
  const link = publicLinks(baseUrl, 'p', false).context
  if (!link.endsWith(CONTEXT_PATH)) throw new Error('public links no longer end with the project path')
  return link.slice(0, -CONTEXT_PATH.length)
}

/** Same status and message for unknown and private projects, so neither can be told apart. */
export function projectNotFound(projectId: string): NotFoundError {
  return new NotFoundError(`Project "${projectId}" not found: no public project has this id`)
}
