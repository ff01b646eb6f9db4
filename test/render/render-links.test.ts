import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { isSafeUrl } from '../../src/domain/render/safe-url.js'
import { isDangerous, liveUrls } from '../public/live-links.js'
import { hostileSnapshot, OUTPUTS } from './hostile-project.js'

/**
 * Links in user markdown to a URL with a dangerous scheme never come out as live links or
 * images in any markdown output (a docs site or chat client rendering them would run them).
 */

const DANGEROUS = [
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click]( javascript:alert(1) )',
  '[click](<java\tscript:alert(1)>)',
  '[click](java&#115;cript:alert(1))',
  '[click](&#x6A;avascript:alert(1))',
  '[click](javascript&colon;alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![img](javascript:alert(1))',
  '![img](data:image/svg+xml,<svg onload=alert(1)>)',
  '<javascript:alert(1)>',
  '<JAVASCRIPT:alert(1)>',
  '<data:text/html,<script>alert(1)</script>>',
  '[ref][x]\n\n[x]: javascript:alert(1)',
  '![ref][y]\n\n[y]: vbscript:x',
  '[collapsed][]\n\n[collapsed]: javascript:alert(1)',
  '- [in a list](javascript:alert(1))\n> [in a quote](file:///etc/passwd)',
]

const SAFE = [
  ['[site](https://example.com/a_(b))', 'https://example.com/a_(b)'],
  ['[plain](http://example.com)', 'http://example.com'],
  ['[mail](mailto:a@example.com)', 'mailto:a@example.com'],
  ['[relative](docs/intro.md)', 'docs/intro.md'],
  ['[fragment](#usage)', '#usage'],
  ['[not a scheme](javascript%3Aalert)', 'javascript%3Aalert'],
  ['<https://example.com/auto>', 'https://example.com/auto'],
  ['www.example.com', 'http://www.example.com'],
] as const

describe('dangerous link schemes', () => {
  for (const content of DANGEROUS) {
    it(`are never live in any output: ${JSON.stringify(content)}`, () => {
      const snapshot = hostileSnapshot([{ type: 'text', value: { content } }])
      for (const [output, render] of Object.entries(OUTPUTS)) {
        if (output === 'context') continue // JSON: values as stored, not markdown
        const rendered = render(snapshot)
        const dangerous = liveUrls(rendered).filter(isDangerous)
        assert.deepEqual(dangerous, [], `${output}:\n${rendered}`)
      }
    })
  }

  it('never form in plain fields after a literal autolink swallows an escape', () => {
    for (const text of [
      'www.<javascript:alert(1)>',
      'see https://x.example/<vbscript:x>',
      'www.a<img src=x>',
    ]) {
      const snapshot = hostileSnapshot([
        { type: 'persona', value: { description: text } },
        { type: 'pricing', value: { note: text, items: [text] }, name: text },
        { type: 'text', value: { content: `\\${text}` } },
      ])
      for (const [output, render] of Object.entries(OUTPUTS)) {
        if (output === 'context') continue
        const rendered = render(snapshot)
        assert.deepEqual(liveUrls(rendered).filter(isDangerous), [], `${output}:\n${rendered}`)
        assert.doesNotMatch(rendered, /[^\\]<(javascript|vbscript|img)/i, output)
      }
    }
  })

  it('leave the link text in place', () => {
    const snapshot = hostileSnapshot([
      { type: 'text', value: { content: '[click me](javascript:alert(1))' } },
    ])
    for (const [output, render] of Object.entries(OUTPUTS)) {
      if (output !== 'context') assert.match(render(snapshot), /click me/, output)
    }
  })

  for (const [content, url] of SAFE) {
    it(`keep http(s), mailto, relative and fragment links live: ${content}`, () => {
      const snapshot = hostileSnapshot([{ type: 'text', value: { content } }])
      for (const [output, render] of Object.entries(OUTPUTS)) {
        if (output !== 'context') assert.ok(liveUrls(render(snapshot)).includes(url), output)
      }
    })
  }

  it('isSafeUrl reads schemes as a browser does', () => {
    for (const url of [
      'javascript:x',
      ' \u0001JAVASCRIPT:x',
      'java\nscript:x',
      'data:,x',
      'vbscript:x',
      'file:x',
    ]) {
      assert.equal(isSafeUrl(url), false, url)
    }
    for (const url of [
      'https://a',
      'HTTP://a',
      'mailto:a@b',
      '/a:b',
      'a/b:c',
      '#x',
      '',
      '%6Aavascript:x',
      '1a:b',
    ]) {
      assert.equal(isSafeUrl(url), true, url)
    }
  })
})
