import type { ApiError } from '../api/client.js'

/** A failed load, said plainly, with a way to try again. */
export function LoadError({ error, retry }: { error: ApiError; retry?: () => void }) {
  return (
    <div class="notice notice-error" role="alert">
      <p>{error.message}</p>
      {retry && (
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
