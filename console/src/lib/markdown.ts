import DOMPurify from 'dompurify'
import { marked } from 'marked'

/**
 * Markdown to safe HTML for previews: marked renders, DOMPurify removes scripts, event handlers
 * and dangerous URLs. Inline styles go too (the page's CSP would refuse them), and images become
 * their alt text: an image would be a request to another host.
 */
const HEADING_OFFSET = 2

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
  for (const link of fragment.querySelectorAll('a[href]'))
    link.setAttribute('rel', 'noopener noreferrer nofollow')
  const holder = document.createElement('div')
  holder.append(fragment)
  return holder.innerHTML
}
