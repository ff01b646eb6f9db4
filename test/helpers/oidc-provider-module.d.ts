// oidc-provider ships no types; the tests use only this much of it.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  interface Grant {
    addOIDCScope(scope: string): void
    addOIDCClaims(claims: string[]): void
    save(): Promise<string>
  }
  interface ProviderContext {
    oidc: {
      client?: { clientId: string }
      session?: { accountId?: string }
      provider: Provider
    }
  }
  interface Account {
    accountId: string
    claims(): Promise<Record<string, unknown> & { sub: string }>
  }
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    Grant: new (init: {
      clientId: string
      accountId: string
    }) => Grant
    callback(): (request: IncomingMessage, response: ServerResponse) => void
    on(event: string, listener: (...args: unknown[]) => void): void
    /** A Koa middleware around every endpoint. */
    use(
      middleware: (
        ctx: { method: string; path: string; body: unknown },
        next: () => Promise<void>,
      ) => Promise<void>,
    ): void
  }
  export type { Account, ProviderContext }
}
