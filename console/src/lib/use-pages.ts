import { useEffect, useState } from 'preact/hooks'
import type { ApiError } from '../api/client.js'

/** One keyset page of a list answer: its items and the cursor of the next page (null: the last). */
export interface Page<T> {
  data: T[]
  meta?: { nextCursor?: string | null } | null
}

export interface Pages<T> {
  /** The items of the pages loaded so far; null until the first page arrives. */
  items: T[] | null
  /** The next page's cursor; null on the last page. */
  cursor: string | null
  error: ApiError | null
  busy: boolean
  /** Loads the next page and appends it. */
  more: () => void
  /** Loads again the page that failed: the first when none arrived yet, else the next. */
  retry: () => void
}

/**
 * A list read a keyset page at a time (`meta.nextCursor`): the first page when `deps` change,
 * more on request, appended in order.
 */
export function usePages<T>(
  fetchPage: (cursor: string | null) => Promise<Page<T>>,
  deps: readonly unknown[],
): Pages<T> {
  const [items, setItems] = useState<T[] | null>(null)
  const [cursor, setCursor] = useState<string | null>(null)
  const [error, setError] = useState<ApiError | null>(null)
  const [busy, setBusy] = useState(false)

  const load = async (after: string | null) => {
    setBusy(true)
    setError(null)
    try {
      const answer = await fetchPage(after)
      setItems((previous) => [...(after && previous ? previous : []), ...answer.data])
      setCursor(answer.meta?.nextCursor ?? null)
    } catch (caught) {
      setError(caught as ApiError)
    } finally {
      setBusy(false)
    }
  }
  useEffect(() => {
    setItems(null)
    void load(null)
  }, deps)

  return {
    items,
    cursor,
    error,
    busy,
    more: () => void load(cursor),
    retry: () => void load(items ? cursor : null),
  }
}
