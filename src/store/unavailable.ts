/** Error codes that mean "the database cannot answer right now", not "this request is wrong". */
const UNAVAILABLE_CODES = new Set([
  // network (node, pg)
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  // PostgreSQL: connection exceptions, too many connections, server shutting down or starting
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
  '57P01',
  '57P02',
  '57P03',
  // SQLite: still locked by another process after busy_timeout
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_LOCKED',
])

const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection (is )?closed|Client has encountered a connection error|the database system is (starting up|shutting down)/i

/**
 * Whether an engine error means the database is unreachable or busy, so the request may
 * succeed if retried (503), rather than a bug (500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true
  const cause = (error as { cause?: unknown }).cause
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause)
}
