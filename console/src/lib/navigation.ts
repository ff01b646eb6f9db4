import { useEffect, useState } from 'preact/hooks'

const EVENT = 'pctx:navigate'
let navigated = false

/** True once the person has moved within the app (not on the first page of a load). */
export function hasNavigated(): boolean {
  return navigated
}

/** Goes to a console URL without reloading the page (history.pushState), or replaces this entry. */
export function navigate(href: string, options: { replace?: boolean } = {}): void {
  navigated = true
  if (options.replace) window.history.replaceState(null, '', href)
  else window.history.pushState(null, '', href)
  window.dispatchEvent(new Event(EVENT))
}

export interface Where {
  pathname: string
  search: string
}

function here(): Where {
  return { pathname: window.location.pathname, search: window.location.search }
}

/** The current URL, updated on links, back and forward. */
export function useLocation(): Where {
  const [where, setWhere] = useState(here)
  useEffect(() => {
    const update = () => {
      navigated = true
      setWhere(here())
    }
    window.addEventListener('popstate', update)
    window.addEventListener(EVENT, update)
    return () => {
      window.removeEventListener('popstate', update)
      window.removeEventListener(EVENT, update)
    }
  }, [])
  return where
}
