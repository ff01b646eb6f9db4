import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js'
import type { JSONRPCMessage, MessageExtraInfo, RequestId } from '@modelcontextprotocol/sdk/types.js'

/** JSON-RPC error code of a result left out because the answer would pass its byte cap. */
export const ANSWER_TOO_LARGE = -32010
/** JSON-RPC error code of a request not answered within MCP_REQUEST_TIMEOUT_MS (the SDK's). */
export const REQUEST_TIMED_OUT = -32001
/** JSON-RPC "Internal error": the answer could not be sent. */
export const INTERNAL_ERROR = -32603

export interface JsonRpcError {
  code: number
  message: string
}

export interface AnswerGuard {
  /** Rejects when the transport failed to take an answer: it will then never answer the request. */
  failed: Promise<never>
  /**
   * The answer to send in the transport's place (after a failure or a timeout): each request's
   * answer when it has one, else `error`, in the order of `ids`.
   */
  fallback(ids: readonly RequestId[], error: JsonRpcError): JSONRPCMessage[]
}

type Message = Record<string, unknown>

const isRequest = (message: Message) => typeof message.method === 'string' && 'id' in message
const isResponse = (message: Message) => 'id' in message && ('result' in message || 'error' in message)

const errorAnswer = (id: RequestId, error: JsonRpcError): JSONRPCMessage => ({ jsonrpc: '2.0', id, error })

/** Bytes of a message's JSON; more than any cap when it cannot even be serialised. */
function sizeOf(message: JSONRPCMessage): number {
  try {
    return Buffer.byteLength(JSON.stringify(message))
  } catch {
    return Number.POSITIVE_INFINITY
  }
}

/**
 * Bounds what one `/mcp` request can build. The SDK runs every request of a batch at once and
 * holds all their results until it serialises the whole answer as one string, so 100 large
 * results meant hundreds of megabytes, and a RangeError past V8's string limit that left the
 * request unanswered. Wrapped around a connected transport, this:
 *
 * - runs the batch's requests one after another, so one result at a time is being built;
 * - counts each answer's bytes, and sends a JSON-RPC error (ANSWER_TOO_LARGE) in place of a
 *   result that would take the answer past `maxBytes` (keeping room for an error to each
 *   request still unanswered); the requests after it are answered that error without running;
 * - reports a send the transport failed as `failed`, keeping the answers sent so far for
 *   `fallback`, so the route can still answer.
 */
export function guardAnswers(transport: Transport, { maxBytes }: { maxBytes: number }): AnswerGuard {
  const deliver = transport.onmessage
  if (!deliver) throw new Error('guardAnswers needs a connected transport')
  const send = transport.send.bind(transport)
  const answers = new Map<RequestId, JSONRPCMessage>()
  const queue: [JSONRPCMessage, MessageExtraInfo | undefined][] = []
  let running: RequestId | undefined
  /** Bytes of the answers so far. */
  let used = 0
  /** Room kept for an error answer to each request not answered yet, so the cap holds with them. */
  let reserved = 0
  /** Set once a result was left out: the answer is as full as it gets, the rest do not run. */
  let full = false
  let broken = false
  let fail: (error: unknown) => void = () => {}
  const failed = new Promise<never>((_, reject) => {
    fail = reject
  })
  // The route may finish before anything fails; the rejection is then nobody's to handle.
  failed.catch(() => {})

  const tooLarge = (bytes: number, taken: number): JsonRpcError => ({
    code: ANSWER_TOO_LARGE,
    message:
      `The result is ${Number.isFinite(bytes) ? `${bytes} bytes` : 'too large to serialise'}, and the answer ` +
      `may hold ${maxBytes} bytes (MCP_MAX_RESPONSE_BYTES; ${taken} already taken by this batch): ` +
      'ask for less (a smaller limit or max_tokens), or send fewer messages per batch',
  })
  const notRun = (): JsonRpcError => ({
    code: ANSWER_TOO_LARGE,
    message:
      `Not run: the earlier answers of this batch filled the ${maxBytes} bytes one answer may ` +
      'hold (MCP_MAX_RESPONSE_BYTES); send this message in another request',
  })
  // The longest error this guard writes, less its id ("0"): what each request keeps room for.
  const errorRoom = sizeOf(errorAnswer(0, tooLarge(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER))) - 1
  const roomFor = (id: RequestId) => Buffer.byteLength(JSON.stringify(id)) + errorRoom

  function next(): void {
    while (running === undefined && !broken) {
      const item = queue.shift()
      if (!item) return
      const [message, extra] = item
      const id = (message as { id: RequestId }).id
      if (full) {
        void transport.send(errorAnswer(id, notRun()))
        continue
      }
      running = id
      deliver?.(message, extra)
    }
  }

  // The transport hands over every message of a batch before any handler can answer, so the
  // room of all of them is reserved before the first result is measured.
  transport.onmessage = (message, extra) => {
    if (!isRequest(message as Message)) return deliver(message, extra)
    reserved += roomFor((message as { id: RequestId }).id)
    queue.push([message, extra])
    next()
  }

  transport.send = async (message: JSONRPCMessage, options?: TransportSendOptions) => {
    if (!isResponse(message as Message)) return send(message, options)
    const { id } = message as { id: RequestId }
    reserved -= roomFor(id)
    let answer = message
    let bytes = sizeOf(message)
    if ('result' in message && used + bytes + reserved > maxBytes) {
      answer = errorAnswer(id, tooLarge(bytes, used))
      bytes = sizeOf(answer)
      full = true
    }
    // Errors are always sent (their room was reserved), so every request gets an answer.
    used += bytes
    try {
      await send(answer, options)
      answers.set(id, answer)
    } catch (error) {
      broken = true
      fail(error)
    } finally {
      if (id === running) {
        running = undefined
        next()
      }
    }
  }

  return {
    failed,
    fallback: (ids, error) => ids.map((id) => answers.get(id) ?? errorAnswer(id, error)),
  }
}

/** The ids of the JSON-RPC requests in a body (a message or a batch), in order. */
export function requestIds(body: unknown): RequestId[] {
  const messages = Array.isArray(body) ? body : [body]
  return messages
    .filter((message): message is Message => typeof message === 'object' && message !== null)
    .filter(isRequest)
    .map((message) => message.id as RequestId)
}
