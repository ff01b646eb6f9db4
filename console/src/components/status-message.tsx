import type { ApiError } from '../api/client.js'

/** Answers that trying again cannot change: not allowed (a role, a key's access), or not there. */
const FINAL = new Set([403, 404])

/** A failed load, said plainly, with a way to try again when that may help. */
export function LoadError({ error, retry }: { error: ApiError; retry?: () => void }) {
  return (
    <div class="notice notice-error" role="alert">
      <p>{error.message}</p>
      {retry && !FINAL.has(error.status) && (
        <button type="button" onClick={retry}>
          Try again
        </button>
      )}
    </div>
  )
}

export function Loading({ what }: { what: string }) {
  return (
    <p class="loading" aria-busy="true">
      Loading {what}…
    </p>
  )
}
