import cluster from 'node:cluster'
import { AggregatorRegistry, type Registry } from 'prom-client'

const ASK = 'pctx:metrics-request'
const ANSWER = 'pctx:metrics-answer'
/** prom-client gives up on a worker after 5 s; the worker waits a little longer for the primary. */
const ASK_TIMEOUT_MS = 6_000

interface Ask {
  type: typeof ASK
  id: number
}
interface Answer {
  type: typeof ANSWER
  id: number
  text?: string
  error?: string
}

const isAsk = (message: unknown): message is Ask =>
  typeof message === 'object' && message !== null && (message as Ask).type === ASK
const isAnswer = (message: unknown): message is Answer =>
  typeof message === 'object' && message !== null && (message as Answer).type === ANSWER

/**
 * The cluster primary's side (WORKERS > 1): the worker that receives GET /metrics asks here;
 * prom-client's AggregatorRegistry collects every worker's registry over IPC and adds them up
 * (counters and histograms summed, each gauge by its `aggregator`), and the text goes back to
 * the asking worker. Workers share the listening socket, so a scrape lands on any one of them
 * and must still show the whole group.
 */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry()
  cluster.on('message', (worker, message: unknown) => {
    if (!isAsk(message)) return
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer } satisfies Answer)
    }
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    )
  })
}

let nextId = 1
const waiting = new Map<number, { resolve(text: string): void; reject(error: Error): void }>()
let listening = false

/**
 * A worker's side: hands `registry` to prom-client (which answers the primary's collection
 * requests) and returns a function that asks the primary for the whole group's metrics.
 */
export function clusterScraper(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry])
  if (!listening) {
    listening = true
    // Constructing one registers prom-client's worker listener (it answers the primary).
    new AggregatorRegistry()
    process.on('message', (message: unknown) => {
      if (!isAnswer(message)) return
      const call = waiting.get(message.id)
      if (!call) return
      waiting.delete(message.id)
      if (message.text !== undefined) call.resolve(message.text)
      else
        call.reject(
          new Error(`the cluster primary could not gather metrics: ${message.error ?? 'no answer'}`),
        )
    })
  }
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++
      const timer = setTimeout(() => {
        waiting.delete(id)
        reject(new Error(`the cluster primary did not send metrics within ${ASK_TIMEOUT_MS / 1000} s`))
      }, ASK_TIMEOUT_MS)
      waiting.set(id, {
        resolve: (text) => {
          clearTimeout(timer)
          resolve(text)
        },
        reject: (error) => {
          clearTimeout(timer)
          reject(error)
        },
      })
      process.send?.({ type: ASK, id } satisfies Ask)
    })
}
