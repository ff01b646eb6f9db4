import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { McpError } from '@modelcontextprotocol/sdk/types.js'
import { PROMPT_MAX_TOKENS } from '../../src/mcp/prompts/prompt-support.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { connectHttp, MCP_BLOCKS, tokensOf } from './mcp-fixtures.js'

/** The one text message of a prompt. */
function messageOf(result: { messages: { role: string; content: { type: string } }[] }): string {
  assert.equal(result.messages.length, 1)
  const [message] = result.messages
  assert.equal(message?.role, 'user')
  const content = message?.content as { type: string; text?: string }
  assert.equal(content.type, 'text')
  return content.text ?? ''
}

async function promptError(promise: Promise<unknown>): Promise<McpError> {
  try {
    await promise
  } catch (error) {
    assert.ok(error instanceof McpError, `an MCP error, got ${String(error)}`)
    return error
  }
  assert.fail('the prompt should have failed')
}

describe('MCP prompts over /mcp', () => {
  let t: TestApp
  let client: Client
  let noDefault: Client

  before(async () => {
    t = await createTestApp()
    await t.project({ id: 'p1', name: 'Acme Analytics', public: false })
    await t.project({ id: 'bare', name: 'Bare' })
    await t.services.blocks.sync('p1', {
      blocks: [
        ...MCP_BLOCKS,
        {
          key: 'persona-pm',
          type: 'persona',
          section: 'users',
          name: 'Product manager Priya',
          status: 'draft',
          value: {
            name: 'Priya',
            description: 'First PM at a seed-stage company.',
            goals: '',
            pain_points: '',
          },
        },
        {
          key: 'product-details',
          type: 'text',
          section: 'product',
          name: 'Details',
          status: 'complete',
          value: {
            content: 'Events arrive from the browser and are counted per day and per feature. '.repeat(30),
          },
        },
      ],
    })
    const key = await t.key({ projects: ['p1', 'bare'], access: 'read' })
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' })
    client = await connectHttp(baseUrl, key, 'p1')
    noDefault = await connectHttp(baseUrl, key)
  })

  after(async () => {
    await client.close()
    await noDefault.close()
    await t.close()
  })

  it('declares the prompts capability and lists both prompts with their arguments', async () => {
    assert.ok(client.getServerCapabilities()?.prompts, 'prompts capability')
    const { prompts } = await client.listPrompts()
    assert.deepEqual(
      prompts.map((prompt) => [prompt.name, prompt.arguments?.map((arg) => [arg.name, arg.required])]),
      [
        [
          'write_in_our_voice',
          [
            ['task', true],
            ['project_id', false],
            ['max_tokens', false],
          ],
        ],
        [
          'brief_for_persona',
          [
            ['task', true],
            ['persona', false],
            ['project_id', false],
            ['max_tokens', false],
          ],
        ],
      ],
    )
    const withoutDefault = await noDefault.listPrompts()
    const projectArg = withoutDefault.prompts[0]?.arguments?.find((arg) => arg.name === 'project_id')
    assert.equal(projectArg?.required, true, 'project_id is required without a default project')
  })

  it('write_in_our_voice carries the task and the brand blocks, nothing else', async () => {
    const text = messageOf(
      await client.getPrompt({
        name: 'write_in_our_voice',
        arguments: { task: 'a release note for funnels' },
      }),
    )
    assert.match(text, /^Task: a release note for funnels\n/)
    assert.match(text, /Plain, confident and friendly\. Never blame the user\./)
    assert.match(text, /Clarity over cleverness/)
    assert.doesNotMatch(text, /Fiona|one script tag|Churn/, 'no persona, product or custom blocks')
    assert.ok(tokensOf(text) < PROMPT_MAX_TOKENS)
  })

  it('brief_for_persona gives the named persona (by key or name) and the product, or every persona', async () => {
    const one = messageOf(
      await client.getPrompt({
        name: 'brief_for_persona',
        arguments: { task: 'an onboarding email', persona: 'persona-founder' },
      }),
    )
    assert.match(one, /^Task: an onboarding email\n/)
    assert.match(one, /Dashboards that need SQL/)
    assert.match(one, /one script tag/, 'the product section')
    assert.doesNotMatch(one, /Priya|Never blame the user|Churn/)
    const byName = messageOf(
      await client.getPrompt({
        name: 'brief_for_persona',
        arguments: { task: 'an onboarding email', persona: 'founder fiona' },
      }),
    )
    assert.equal(byName, one)
    const all = messageOf(
      await client.getPrompt({ name: 'brief_for_persona', arguments: { task: 'a survey' } }),
    )
    assert.match(all, /Dashboards that need SQL/)
    assert.match(all, /First PM at a seed-stage company/)
  })

  it('keeps the blocks within max_tokens, those that best match the task first', async () => {
    const whole = messageOf(await client.getPrompt({ name: 'brief_for_persona', arguments: { task: 'SQL' } }))
    const small = messageOf(
      await client.getPrompt({ name: 'brief_for_persona', arguments: { task: 'SQL', max_tokens: '200' } }),
    )
    const header = (text: string) => text.slice(0, text.indexOf('\n# '))
    assert.equal(header(small), header(whole))
    const blocksPart = small.slice(header(small).length + 1)
    assert.ok(tokensOf(blocksPart) <= 200, `${tokensOf(blocksPart)} tokens of blocks`)
    assert.ok(small.length < whole.length)
    assert.match(blocksPart, /Dashboards that need SQL/, 'the best match for the task is kept')
    assert.match(blocksPart, /Left out: .*`product-details`/, 'and a note says what was left out')
  })

  it('answers clear MCP errors: an unknown persona names those that exist, and the API refuses others', async () => {
    const unknown = await promptError(
      client.getPrompt({ name: 'brief_for_persona', arguments: { task: 'x', persona: 'persona-cto' } }),
    )
    assert.match(
      unknown.message,
      /Unknown persona "persona-cto" in project "p1"; the personas are: persona-founder \(Founder Fiona\), persona-pm \(Product manager Priya\)/,
    )
    const none = await promptError(
      client.getPrompt({ name: 'write_in_our_voice', arguments: { task: 'x', project_id: 'bare' } }),
    )
    assert.match(none.message, /Project "bare" has no brand blocks/)
    const forbidden = await promptError(
      client.getPrompt({ name: 'write_in_our_voice', arguments: { task: 'x', project_id: 'nope' } }),
    )
    assert.match(forbidden.message, /Error 403 \(forbidden\): API key .* has no access to project "nope"/)
    const badProject = await promptError(
      client.getPrompt({ name: 'write_in_our_voice', arguments: { task: 'x', project_id: '../p1' } }),
    )
    assert.match(badProject.message, /must be a project id/)
    const badBudget = await promptError(
      client.getPrompt({ name: 'write_in_our_voice', arguments: { task: 'x', max_tokens: 'lots' } }),
    )
    assert.match(badBudget.message, /must be a whole number of tokens at max_tokens/)
  })
})
