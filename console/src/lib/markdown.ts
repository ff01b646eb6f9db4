import DOMPurify from 'dompurify'
import { marked } from 'marked'

/** A block's "# Title" sits under the page's h1 and h2: it becomes an h3, and so on down to h6. */
const HEADING_OFFSET = 2

/**
 * What rendered markdown may hold (docs/console.md, "What it shows, and how"): text formatting,
 * headings, lists, quotes, code, tables and links. An allow-list, so that an element or attribute
 * nobody thought of stays out: none of these loads anything by being shown. `img` is let through
 * only to be turned into its alt text below, with no attribute but `alt`.
 */
const ALLOWED_TAGS = (
  'a abbr b blockquote br caption code dd del details dl dt em h1 h2 h3 h4 h5 h6 hr i img ins ' +
  'kbd li mark ol p pre q s samp small strong sub summary sup table tbody td tfoot th thead tr u ul'
).split(' ')

/** `align` is how marked writes a table column's alignment; `href` is for links alone. */
const ALLOWED_ATTR = ['href', 'title', 'alt', 'align', 'colspan', 'rowspan', 'start', 'open']

/** Links go to the web or to an address: http, https, mailto, or a relative address. */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i

/**
 * Markdown to safe HTML for previews: marked renders, DOMPurify keeps only the allow-list above
 * (so no script, event handler, style, media, frame, form or svg), images become their alt text,
 * and links open without telling the other host where they came from.
 */
export function renderMarkdown(source: string): string {
  const html = marked.parse(source, { async: false, gfm: true })
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  })
  // The fragment belongs to an inert document: nothing in it loads until it is adopted here.
  for (const image of fragment.querySelectorAll('img')) {
    const alt = image.getAttribute('alt')
    image.replaceWith(alt ? `[image: ${alt}]` : '[image]')
  }
  for (const element of fragment.querySelectorAll('[href]')) {
    if (element.tagName === 'A') element.setAttribute('rel', 'noopener noreferrer nofollow')
    else element.removeAttribute('href')
  }
  // The page keeps one h1 and an outline in order, whatever headings a block holds.
  for (const heading of fragment.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const level = Math.min(6, Number(heading.tagName.slice(1)) + HEADING_OFFSET)
    const moved = document.createElement(`h${level}`)
    moved.append(...heading.childNodes)
    heading.replaceWith(moved)
  }
  const holder = document.createElement('div')
  holder.append(fragment)
  return holder.innerHTML
}
