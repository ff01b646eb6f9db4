import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { ResourceUpdatedNotificationSchema } from '@modelcontextprotocol/sdk/types.js'

/** The URIs a client is told of, in order, and a way to wait for the next. */
export function listen(client: Client) {
  const told: { uri: string; at: number }[] = []
  client.setNotificationHandler(ResourceUpdatedNotificationSchema, (notification) => {
    told.push({ uri: notification.params.uri, at: performance.now() })
  })
  return {
    told,
    async next(uri: string, after: number, timeoutMs = 5000): Promise<number> {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const hit = told.find((item) => item.uri === uri && item.at >= after)
        if (hit) return hit.at - after
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      throw new Error(`no notifications/resources/updated for ${uri} within ${timeoutMs} ms`)
    },
  }
}
