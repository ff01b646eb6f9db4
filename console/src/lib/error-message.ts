/** What to show of a failed call: the API's message (ApiError is an Error), or the thrown value. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
