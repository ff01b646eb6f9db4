import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
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
  /**
   * Registers pctx as the one client, with this exact redirect URI (and `alsoAllowed`, for a
   * test that sends the browser to another one); call before signing in.
   */
  register(redirectUri: string, alsoAllowed?: string[]): void
  /**
   * While set, the token endpoint answers an ID token whose claims this function changed, signed
   * with the provider's own key: a provider that lies (wrong issuer, audience, expiry), for the
   * checks pctx must make on what it gets. The provider itself always issues correct tokens.
   */
  forgeIdToken: ((claims: Record<string, unknown>) => Record<string, unknown>) | undefined
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
  // The provider's signing key, known here so that a forged ID token carries a valid signature.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test-provider', alg: 'RS256', use: 'sig' }
  const self: TestProvider = {
    issuer,
    clientId,
    clientSecret,
    accounts,
    forgeIdToken: undefined,
    register(redirectUri, alsoAllowed = []) {
      const provider = new Provider(issuer, {
        jwks: { keys: [jwk] },
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [redirectUri, ...alsoAllowed],
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
      provider.use(async (ctx, next) => {
        await next()
        const forge = self.forgeIdToken
        const body = ctx.body as { id_token?: unknown } | undefined
        if (forge && ctx.method === 'POST' && ctx.path === '/token' && typeof body?.id_token === 'string')
          ctx.body = { ...body, id_token: resign(body.id_token, forge, privateKey) }
      })
      handler = provider.callback()
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  return self
}

/** The ID token with its claims changed by `forge`, signed RS256 with the provider's key. */
function resign(
  idToken: string,
  forge: (claims: Record<string, unknown>) => Record<string, unknown>,
  key: KeyObject,
): string {
  const [header = '', payload = ''] = idToken.split('.')
  const claims = forge(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
  const signed = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`
  return `${signed}.${sign('sha256', Buffer.from(signed), key).toString('base64url')}`
}
