import type { BlockStatus } from '../api/client.js'

/** A block's status, in words (never by colour alone). */
export function StatusBadge({ status }: { status: BlockStatus }) {
  return <span class={`badge badge-${status}`}>{status}</span>
}
