/** One problem found while validating input: where it is and what to fix. */
export interface Problem {
  path: string
  message: string
}

/** Base class of every error the domain raises on purpose; `status` maps it to HTTP. */
export abstract class AppError extends Error {
  abstract readonly status: number
}

/** Input breaks a rule; `details` lists every problem found, not just the first. */
export class ValidationError extends AppError {
  readonly status = 400
  constructor(
    message: string,
    readonly details: Problem[] = [],
  ) {
    super(message)
  }
}

export class NotFoundError extends AppError {
  readonly status = 404
}

/**
 * The caller's view of the data is stale (e.g. `expectedRevision` mismatch), or the change
 * conflicts with stored data; `details` then lists what conflicts (e.g. blocks a type refuses).
 */
export class ConflictError extends AppError {
  readonly status = 409
  constructor(
    message: string,
    readonly details: Problem[] = [],
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/**
 * A write met a row a concurrent write had just made under the same unique id (two requests
 * creating project "acme" at once on two instances). The storage adapters raise it for the
 * engines' unique violations; services that can name the thing say so in a ConflictError.
 */
export class UniqueViolationError extends ConflictError {
  constructor(options?: { cause?: unknown }) {
    super(
      'Something with the same id was created at the same moment; read the current state and retry',
      [],
      options,
    )
  }
}

export class UnauthorizedError extends AppError {
  readonly status = 401
}

export class ForbiddenError extends AppError {
  readonly status = 403
}

/** A dependency (database, shutdown in progress) cannot serve the request now. */
export class UnavailableError extends AppError {
  readonly status = 503
}

/**
 * The database's disk is full: nothing was written. 507 Insufficient Storage rather than 503
 * with Retry-After, because a full disk does not free itself in seconds; an operator must act.
 * `cause` keeps the engine's own error for the log.
 */
export class StorageFullError extends AppError {
  readonly status = 507
  constructor(options?: { cause?: unknown }) {
    super(
      'The database disk is full; nothing was written. Free disk space on the server, then retry',
      options,
    )
  }
}

/** The database refuses writes (read-only file, mount or replica): nothing was written. */
export class ReadOnlyDatabaseError extends UnavailableError {
  constructor(options?: { cause?: unknown }) {
    super(
      'The database is read-only; nothing was written. The server needs write access to the database (file, directory and mount)',
      options,
    )
  }
}

/**
 * The SQLite file the server opened was deleted or replaced while it ran: a write would go to a
 * file nobody will ever open again, so none is made. `cause` names the path for the log.
 */
export class DatabaseFileMissingError extends UnavailableError {
  constructor(options?: { cause?: unknown }) {
    super(
      'The database file was deleted or replaced while the server was running; nothing was written. Restore it from a backup and restart the server',
      options,
    )
  }
}

/** Builds a ValidationError whose message names the first problem and counts the rest. */
export function validationFailed(what: string, problems: Problem[]): ValidationError {
  const [first] = problems
  const more =
    problems.length > 1
      ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''}, see details)`
      : ''
  const head = first ? `${what}: ${first.path ? `${first.path}: ` : ''}${first.message}${more}` : what
  return new ValidationError(head, problems)
}

/** Too many requests in the current window; `retryAfter` is in seconds. */
export class RateLimitedError extends AppError {
  readonly status = 429
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(message)
  }
}
