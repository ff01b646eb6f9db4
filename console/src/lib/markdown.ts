import DOMPurify from 'dompurify'
import { marked } from 'marked'

/** A block's "# Title" sits under the page's h1 and h2: it becomes an h3, and so on down to h6. */
const HEADING_OFFSET = 2

/**
 * Markdown to safe HTML for previews: marked renders, DOMPurify removes scripts, event handlers
 * and dangerous URLs. Inline styles go too (the page's CSP would refuse them), and images become
 * their alt text: an image would be a request to another host.
 */
export function renderMarkdown(source: string): string {
  const html = marked.parse(source, { async: false, gfm: true })
  const fragment = DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style', 'class', 'id'],
    RETURN_DOM_FRAGMENT: true,
  })
  // The fragment belongs to an inert document: nothing in it loads until it is adopted here.
  for (const image of fragment.querySelectorAll('img')) {
    const alt = image.getAttribute('alt')
    image.replaceWith(alt ? `[image: ${alt}]` : '[image]')
  }
  for (const link of fragment.querySelectorAll('a[href]')) {
    link.setAttribute('rel', 'noopener noreferrer nofollow')
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
