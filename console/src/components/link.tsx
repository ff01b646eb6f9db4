import type { ComponentChildren } from 'preact'
import { navigate } from '../lib/navigation.js'
import { hrefOf, type Route } from '../lib/routes.js'

/** A link to a console page: a real <a href> (open in a new tab works), followed in place. */
export function Link({
  to,
  children,
  class: className,
  current,
}: {
  to: Route
  children: ComponentChildren
  class?: string
  /** true: this page (aria-current="page"); 'true': the item the page is about (its edit form, its history). */
  current?: boolean | 'true'
}) {
  const href = hrefOf(to)
  const follow = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    navigate(href)
  }
  return (
    <a
      href={href}
      onClick={follow}
      class={className}
      aria-current={current === true ? 'page' : current || undefined}
    >
      {children}
    </a>
  )
}
