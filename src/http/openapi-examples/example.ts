/** One named example of an OpenAPI media type. */
export interface Example {
  summary: string
  value: unknown
  /** For an answer of several media types: the one it is of (default: the first listed). */
  mediaType?: string
}

/** The examples of one operation: its request body's and its answers', by status. */
export interface OperationExamples {
  request?: Record<string, Example>
  responses: Record<string, Record<string, Example>>
}
