import type { AuditCursor } from '../domain/audit/audit.js'
import type { Store, StoreOps } from '../domain/store.js'

export interface CopySummary {
  projects: number
  blocks: number
  /** Synonym groups, over every project. */
  synonymGroups: number
  keys: number
  users: number
}

/**
 * Copies a whole deployment — projects with their sections, blocks (ids, positions, timestamps
 * and revisions kept), their history (every revision and block version), their custom block types and synonyms, their webhooks and API keys (hashes, plans, expiry, revocation), and the people (users with
 * their password hashes, sessions, one-time links), the AI apps they connected (OAuth clients,
 * grants, tokens) and the audit log — into an empty store,
 * in one transaction on the target: it has everything afterwards, or nothing.
 */
export async function copyDatabase(from: Store, to: Store): Promise<CopySummary> {
  const [projectCount, keyCount, userCount] = [
    await to.countProjects(),
    (await to.listKeys()).length,
    await to.people.countUsers(),
  ]
  if (projectCount > 0 || keyCount > 0 || userCount > 0) {
    throw new Error(
      `the target database is not empty (${projectCount} projects, ${keyCount} keys, ${userCount} users); copy into a new, empty database`,
    )
  }
  // Read one consistent snapshot of the source, so a sync running meanwhile is all in or all out.
  return from.snapshot((source) =>
    to.transaction(async (tx) => {
      const projects = await source.listProjects()
      const summary: CopySummary = {
        projects: projects.length,
        blocks: 0,
        synonymGroups: 0,
        keys: 0,
        users: 0,
      }
      for (const project of projects) {
        await tx.insertProject(project)
        const sections = await source.listSections(project.id)
        await tx.insertSections(project.id, sections)
        const ordinals = new Map(sections.map((s) => [s.section, s.ordinal]))
        const blocks = await source.listBlocks(project.id, {}, null, null)
        await tx.insertBlocks(project.id, blocks, ordinals)
        summary.blocks += blocks.length
        await copyHistory(source, tx, project.id)
        // Custom types, and their version: an export's ETag stays what clients hold.
        for (const type of await source.blockTypes.list(project.id))
          await tx.blockTypes.upsert(project.id, type)
        await tx.blockTypes.setVersion(project.id, await source.blockTypes.version(project.id))
        // Synonyms: search on the copy expands queries as it did on the source.
        const synonyms = await source.synonyms.get(project.id)
        if (synonyms.length > 0) await tx.synonyms.set(project.id, synonyms, project.updatedAt)
        summary.synonymGroups += synonyms.length
        // Webhooks with their secrets, so receivers keep verifying. Pending deliveries are not
        // copied: a copy is made while the source is stopped (docs/deployment.md).
        for (const listed of await source.webhooks.list(project.id)) {
          const webhook = await source.webhooks.get(project.id, listed.id)
          if (webhook) await tx.webhooks.insert(webhook)
        }
      }
      // People before keys: a personal key names its owner. Signed-in browsers stay signed in,
      // unused links keep working and every role stays on the copy.
      const users = await source.people.listUsers(null, null)
      for (const user of users) await tx.people.insertUser(user)
      for (const session of await source.people.listSessions()) await tx.people.insertSession(session)
      for (const token of await source.people.listLinkTokens()) await tx.people.insertLinkToken(token)
      for (const membership of await source.people.listAllMemberships())
        await tx.people.putMembership(membership)
      summary.users = users.length
      // Connected apps stay connected: their registrations, grants and tokens, spent refresh
      // tokens included, so reusing one on the copy still revokes its grant.
      const oauth = await source.oauth.listAll()
      for (const client of oauth.clients) await tx.oauth.putClient(client)
      for (const grant of oauth.grants) await tx.oauth.insertGrant(grant)
      for (const token of oauth.tokens) await tx.oauth.insertToken(token, token.createdAt)
      const keys = await source.listStoredKeys()
      for (const key of keys) await tx.insertKey(key)
      summary.keys = keys.length
      await copyAuditEvents(source, tx)
      return summary
    }),
  )
}

/** Page size of the history copy: bounded memory whatever the history holds. */
const HISTORY_PAGE = 1000

/** The audit log, page by page (newest first; the order of insertion does not matter). */
async function copyAuditEvents(source: StoreOps, target: StoreOps): Promise<void> {
  let after: AuditCursor | null = null
  for (;;) {
    const events = await source.audit.list(after, HISTORY_PAGE)
    for (const event of events) await target.audit.insert(event)
    const last = events[events.length - 1]
    if (!last || events.length < HISTORY_PAGE) return
    after = { at: last.at, id: last.id }
  }
}

async function copyHistory(source: StoreOps, target: StoreOps, projectId: string): Promise<void> {
  let before: number | null = null
  for (;;) {
    const revisions = await source.history.list(projectId, before, HISTORY_PAGE)
    for (const revision of revisions) await target.history.record(projectId, revision, [])
    if (revisions.length < HISTORY_PAGE) break
    before = revisions[revisions.length - 1]?.revision ?? null
  }
  let after: { revision: number; key: string | null } = { revision: -1, key: null }
  for (;;) {
    const versions = await source.history.changesAfter(projectId, after.revision, after.key, HISTORY_PAGE)
    await target.history.recordVersions(projectId, versions)
    const last = versions[versions.length - 1]
    if (!last || versions.length < HISTORY_PAGE) break
    after = { revision: last.revision, key: last.key }
  }
}
