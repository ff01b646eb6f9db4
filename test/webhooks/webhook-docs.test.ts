import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, it } from 'node:test'
import { Webhook } from 'standardwebhooks'
import type { RevisionEventData } from '../../src/domain/webhooks.js'
import { eventBody } from '../../src/webhooks/webhook-sender.js'
import { REPO_ROOT } from '../helpers/cli.js'

const doc = readFileSync(`${REPO_ROOT}docs/webhooks.md`, 'utf8')

describe('docs/webhooks.md', () => {
  it('shows a delivery exactly as pctx builds and signs it', () => {
    const example = /^```http\n([\s\S]*?)^```$/m.exec(doc)?.[1] ?? ''
    const [head = '', body = ''] = example.split('\n\n')
    const headers = Object.fromEntries(
      head
        .split('\n')
        .slice(1)
        .map((line) => line.split(': ') as [string, string]),
    )
    const secret = /example secret `(whsec_[A-Za-z0-9+/=]+)`/.exec(doc)?.[1] ?? ''
    const parsed = JSON.parse(body.trim()) as {
      timestamp: string
      data: RevisionEventData & { links: unknown }
    }
    const { links: _links, ...data } = parsed.data
    const built = eventBody(
      { messageId: headers['webhook-id'] ?? '', type: 'revision.created', timestamp: parsed.timestamp, data },
      'https://ctx.example.com',
    )
    assert.equal(built, body.trim(), 'the body is what eventBody writes')
    const signed = new Webhook(secret).sign(
      headers['webhook-id'] ?? '',
      new Date(Number(headers['webhook-timestamp']) * 1000),
      built,
    )
    assert.equal(headers['webhook-signature'], signed)
  })
})
