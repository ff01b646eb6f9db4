import type { Nodes } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'

const PARSE = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }

/** URLs of every live link, image and definition of a markdown document, as a renderer reads it. */
export function liveUrls(markdown: string): string[] {
  const urls: string[] = []
  const pending: Nodes[] = [fromMarkdown(markdown, PARSE)]
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') urls.push(node.url)
    if ('children' in node) for (const child of node.children) pending.push(child)
  }
  return urls
}

/** What a browser would run or load as a document of its own, read the way its URL parser does. */
export function isDangerous(url: string): boolean {
  const normalised = url
    .replace(/[\t\n\r]/g, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip leading controls
    .replace(/^[\u0000-\u0020]*/, '')
    .toLowerCase()
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(normalised)?.[1]
  return scheme !== undefined && !['http', 'https', 'mailto', 'xmpp'].includes(scheme)
}
