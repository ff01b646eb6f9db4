import { useCallback, useEffect, useState } from 'preact/hooks'
import { ApiError } from '../api/client.js'

export interface Loaded<T> {
  data: T | undefined
  error: ApiError | undefined
  loading: boolean
  reload: () => void
}

function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(String(error), 0)
}

/**
 * Runs `load` when `deps` change and keeps its answer; an answer to an older request (the person
 * moved on) is dropped, so a slow response never overwrites a newer page.
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: ApiError; loading: boolean }>({ loading: true })
  const [attempt, setAttempt] = useState(0)
  // Loading from the render that asks for it, not from the effect after it: a page that disables
  // its actions while `loading` never offers them on data a change just made stale.
  const reload = useCallback(() => {
    setState((previous) => ({ ...previous, loading: true }))
    setAttempt((n) => n + 1)
  }, [])
  useEffect(() => {
    let current = true
    setState((previous) => ({ ...previous, loading: true }))
    load().then(
      (data) => current && setState({ data, loading: false }),
      (error: unknown) => current && setState({ error: asApiError(error), loading: false }),
    )
    return () => {
      current = false
    }
  }, [...deps, attempt])
  return { data: state.data, error: state.error, loading: state.loading, reload }
}
