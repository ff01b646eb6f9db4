import { randomUUID } from 'node:crypto'
import type { BlockVersion, RevisionRecord } from './history.js'
import { changedBlocks } from './revision-feed.js'
import type { StoreOps } from './store.js'
import type { WebhookEvent } from './webhooks.js'

/** A new Standard Webhooks message id: unique per event, the same on every retry of it. */
export function newMessageId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`
}

/** The `revision.created` event of a revision (docs/webhooks.md): its keys, not block bodies. */
export function revisionCreatedEvent(
  projectId: string,
  record: RevisionRecord,
  versions: BlockVersion[],
): WebhookEvent {
  const keys = (change: BlockVersion['change']) =>
    versions.filter((version) => version.change === change).map((version) => version.key)
  return {
    messageId: newMessageId(),
    type: 'revision.created',
    timestamp: record.createdAt,
    data: {
      project: projectId,
      revision: record.revision,
      created: keys('created'),
      updated: keys('updated'),
      deleted: keys('deleted'),
      message: record.message,
      author: record.author,
      keyName: record.keyName,
    },
  }
}

/**
 * Records a new revision and, in the same transaction, its event in the revision feed (which MCP
 * subscriptions tail) and its `revision.created` event in the webhook outbox: every change that
 * makes a revision goes through here, so an event exists exactly when its revision was committed
 * (a rolled-back or dry-run change writes none).
 */
export async function recordRevision(
  tx: StoreOps,
  projectId: string,
  record: RevisionRecord,
  versions: BlockVersion[],
): Promise<void> {
  await tx.history.record(projectId, record, versions)
  await tx.revisionEvents.append({
    projectId,
    revision: record.revision,
    changes: changedBlocks(versions),
    createdAt: record.createdAt,
  })
  await tx.webhooks.enqueue(projectId, revisionCreatedEvent(projectId, record, versions), record.createdAt)
}
