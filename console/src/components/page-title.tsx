import type { ComponentChildren } from 'preact'
import { useEffect, useRef } from 'preact/hooks'
import { hasNavigated } from '../lib/navigation.js'

/**
 * The page's one <h1>, which also names the browser tab. After an in-app navigation it takes the
 * focus, so keyboard and screen-reader users start reading the new page, as after a full load.
 */
export function PageTitle({ title, children }: { title: string; children?: ComponentChildren }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    document.title = `${title} · pctx console`
    if (hasNavigated()) heading.current?.focus()
  }, [title])
  return (
    <h1 ref={heading} tabIndex={-1}>
      {children ?? title}
    </h1>
  )
}
