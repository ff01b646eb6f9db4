import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type ProviderContext } from 'oidc-provider'

export interface TestAccount {
  email: string
  email_verified: boolean
  name?: string
  groups?: string[]
}

export interface TestProvider {
  /** `http://127.0.0.1:<port>`: the issuer, as pctx's OIDC_ISSUER. */
  issuer: string
  clientId: string
  clientSecret: string
  /** Registers pctx as the one client, with this exact redirect URI; call before signing in. */
  register(redirectUri: string): void
  /** The accounts one may sign in as; the login form takes the key as its login. */
  accounts: Map<string, TestAccount>
  close(): Promise<void>
}

/**
 * A real OpenID Provider (panva's oidc-provider) on loopback, with its development login form:
 * any password signs in as the account named by the login. Consent is already given, so a
 * sign-in is the login form and nothing else.
 */
export async function startTestProvider(): Promise<TestProvider> {
  let handler: ((request: IncomingMessage, response: ServerResponse) => void) | undefined
  const server: Server = createServer((request, response) => {
    if (handler) handler(request, response)
    else response.writeHead(503).end('provider not ready')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const accounts = new Map<string, TestAccount>()
  const clientId = 'pctx'
  const clientSecret = 'a-client-secret-of-the-test-provider-0123456789'
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    register(redirectUri) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [redirectUri],
            token_endpoint_auth_method: 'client_secret_post',
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['name'],
          groups: ['groups'],
        },
        cookies: { keys: ['test-provider-cookie-key'] },
        async findAccount(_ctx: unknown, id: string) {
          const account = accounts.get(id)
          return account && { accountId: id, claims: async () => ({ sub: id, ...account }) }
        },
        // Consent is given already: the sign-in is the login form alone.
        async loadExistingGrant(ctx: ProviderContext) {
          const { client, session } = ctx.oidc
          if (!client || !session?.accountId) return undefined
          const grant = new ctx.oidc.provider.Grant({
            clientId: client.clientId,
            accountId: session.accountId,
          })
          grant.addOIDCScope('openid email profile groups')
          await grant.save()
          return grant
        },
      })
      handler = provider.callback()
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
