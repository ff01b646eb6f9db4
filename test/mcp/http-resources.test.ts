import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { connectHttp, MCP_BLOCKS } from './mcp-fixtures.js'

function textContent(result: { contents: unknown[] }): string {
  assert.equal(result.contents.length, 1)
  const [content] = result.contents as { text?: string }[]
  assert.equal(typeof content?.text, 'string')
  return content?.text ?? ''
}

describe('MCP over Streamable HTTP: resources', () => {
  let t: TestApp
  let baseUrl: string
  let key: string
  const clients: Client[] = []

  async function connect(project?: string): Promise<Client> {
    const client = await connectHttp(baseUrl, key, project)
    clients.push(client)
    return client
  }

  before(async () => {
    t = await createTestApp()
    await t.project({ id: 'p1', name: 'Acme Analytics' })
    await t.project({ id: 'p2', name: 'Other' })
    await t.services.blocks.sync('p1', { blocks: MCP_BLOCKS })
    key = await t.key({ projects: ['p1'], access: 'read' })
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })

  after(async () => {
    await Promise.all(clients.map((client) => client.close()))
    await t.close()
  })

  it('offers llms.txt and section markdown as resource templates', async () => {
    const client = await connect()
    const { resourceTemplates } = await client.listResourceTemplates()
    assert.deepEqual(
      resourceTemplates.map((template) => [template.name, template.uriTemplate, template.mimeType]),
      [
        ['llms-txt', 'pctx://projects/{project_id}/llms.txt', 'text/plain'],
        ['section-markdown', 'pctx://projects/{project_id}/sections/{section}', 'text/markdown'],
      ],
    )
    for (const template of resourceTemplates) assert.ok((template.description ?? '').length > 40)
  })

  it('lists the default project’s llms.txt and its sections with content', async () => {
    const client = await connect('p1')
    const { resources } = await client.listResources()
    assert.deepEqual(
      resources.map((resource) => [resource.uri, resource.mimeType]),
      [
        ['pctx://projects/p1/llms.txt', 'text/plain'],
        ['pctx://projects/p1/sections/brand', 'text/markdown'],
        ['pctx://projects/p1/sections/product', 'text/markdown'],
        ['pctx://projects/p1/sections/users', 'text/markdown'],
        ['pctx://projects/p1/sections/glossary', 'text/markdown'],
      ],
    )
    const users = resources.find((resource) => resource.uri.endsWith('/users'))
    assert.equal(users?.name, 'Users (p1)')
    assert.match(users?.description ?? '', /1 block\./, 'the empty block is not counted')
    assert.deepEqual(
      (await (await connect()).listResources()).resources,
      [],
      'nothing without a default project',
    )
  })

  it('reads llms.txt with links to the public endpoints, and one section as markdown', async () => {
    const client = await connect()
    const llms = textContent(await client.readResource({ uri: 'pctx://projects/p1/llms.txt' }))
    assert.equal(llms, await (await fetch(`${baseUrl}/api/projects/p1/llms.txt`)).text())
    assert.match(llms, /^# Acme Analytics\n/)
    assert.ok(llms.includes(`- [Voice and tone](${baseUrl}/api/projects/p1/markdown/brand#voice-and-tone): `))

    const brand = await client.readResource({ uri: 'pctx://projects/p1/sections/brand' })
    assert.equal((brand.contents[0] as { mimeType?: string }).mimeType, 'text/markdown')
    assert.equal(textContent(brand), await (await fetch(`${baseUrl}/api/projects/p1/markdown/brand`)).text())
    assert.match(textContent(brand), /^# Brand\n\n## Voice and tone\n/)
  })

  it('answers unknown sections, other projects and bad URIs with errors that say why', async () => {
    const client = await connect('p1')
    await assert.rejects(
      client.readResource({ uri: 'pctx://projects/p1/sections/pricing' }),
      (error: Error) => {
        assert.match(error.message, /Error 404 \(not found\): Section "pricing" not found in project "p1"/)
        return true
      },
    )
    await assert.rejects(client.readResource({ uri: 'pctx://projects/p2/llms.txt' }), /Error 403 .*"p2"/)
    await assert.rejects(client.readResource({ uri: 'pctx://projects/p1/sections/BAD!' }), /Invalid section/)
    await assert.rejects(client.readResource({ uri: 'pctx://elsewhere/x' }), /not found/)
  })
})
