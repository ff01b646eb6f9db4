/** How often, at most, a failure that goes on is logged again. */
const REPEAT_MS = 30_000

export interface OutageLog {
  /** The counter store failed (a count, a lease, a client error). */
  failed(error: unknown): void
  /** The counter store answered; logs the recovery when it had been failing. */
  succeeded(): void
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Logs a failing rate-limit store without a line per request: once when it starts failing,
 * then at most once per 30 s while it lasts (with how many errors were not logged), and once
 * when it answers again. An outage under load fails every request; one line each flooded the
 * log (43 746 lines in 7 s) and hid everything else.
 */
export function createOutageLog(
  log: (message: string) => void,
  now: () => number = Date.now,
  repeatMs = REPEAT_MS,
): OutageLog {
  let since: number | undefined
  let lastLogged = 0
  let unlogged = 0
  let total = 0
  return {
    failed(error) {
      const nowMs = now()
      total += 1
      if (since === undefined) {
        since = nowMs
        lastLogged = nowMs
        unlogged = 0
        total = 1
        log(
          `rate-limit store failed: ${messageOf(error)}; counting in this process's memory until it answers again`,
        )
        return
      }
      if (nowMs - lastLogged < repeatMs) {
        unlogged += 1
        return
      }
      log(
        `rate-limit store still failing after ${Math.round((nowMs - since) / 1000)} s: ${messageOf(error)} (${unlogged} more errors since the last line)`,
      )
      lastLogged = nowMs
      unlogged = 0
    },
    succeeded() {
      if (since === undefined) return
      log(
        `rate-limit store recovered after ${Math.round((now() - since) / 1000)} s (${total} errors); counting in it again`,
      )
      since = undefined
    },
  }
}
