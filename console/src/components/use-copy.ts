import { useRef } from 'preact/hooks'
import { useAccount } from './account.js'

/**
 * Copies `text` to the clipboard and announces `copied`; without clipboard access (a page not
 * served over HTTPS or localhost) it selects the <pre> given `pre` instead, for Ctrl+C.
 */
export function useCopy(text: string, copied: string) {
  const { announce } = useAccount()
  const pre = useRef<HTMLPreElement>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      announce(copied)
    } catch {
      const selection = window.getSelection()
      if (pre.current && selection) {
        selection.selectAllChildren(pre.current)
        announce('Selected: press Ctrl+C (or ⌘C) to copy')
      }
    }
  }
  return { pre, copy }
}
