import type { ComponentChildren, RefObject } from 'preact'
import { useEffect, useRef } from 'preact/hooks'

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A question asked before something is changed (restore, delete): a modal `<dialog>`, so the
 * rest of the page is inert while it is open. Focus moves in (to Cancel: Enter alone never
 * destroys), Tab and Shift+Tab stay inside, Escape cancels, and on closing the focus goes back to
 * `returnTo`, the button that asked. `onConfirm` absent: there is nothing to confirm, only Close.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  danger = false,
  busy = false,
  problem,
  onConfirm,
  onCancel,
  returnTo,
}: {
  title: string
  children: ComponentChildren
  confirmLabel: string
  danger?: boolean
  busy?: boolean
  problem?: string | null
  onConfirm?: () => void
  onCancel: () => void
  returnTo: RefObject<HTMLElement | null>
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  // The latest onCancel, for the listener added once.
  const cancelled = useRef(onCancel)
  cancelled.current = onCancel

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    element.showModal()
    cancel.current?.focus()
    // Escape fires `cancel`: the page decides (it unmounts the dialog), not the browser.
    const onEscape = (event: Event) => {
      event.preventDefault()
      cancelled.current()
    }
    element.addEventListener('cancel', onEscape)
    const opener = returnTo.current
    return () => {
      element.removeEventListener('cancel', onEscape)
      if (element.open) element.close()
      // After a confirmed change the page may have moved on and removed the button.
      if (opener?.isConnected) opener.focus()
    }
  }, [returnTo])

  // A modal dialog makes the page inert, but Tab past its last control would reach the
  // browser's own toolbar: keep it cycling inside.
  const trap = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !dialog.current) return
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    const active = document.activeElement
    if (event.shiftKey && (active === first || !dialog.current.contains(active))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={dialog}
      class="confirm"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-body"
      onKeyDown={trap}
    >
      <h2 id="confirm-title">{title}</h2>
      <div id="confirm-body" class="confirm-body">
        {children}
      </div>
      {problem && (
        <p class="field-error" role="alert">
          {problem}
        </p>
      )}
      <div class="actions">
        {onConfirm && (
          <button
            type="button"
            class={danger ? 'button-danger' : undefined}
            disabled={busy}
            onClick={onConfirm}
          >
            {busy ? 'Working…' : confirmLabel}
          </button>
        )}
        <button type="button" class="button-secondary" ref={cancel} onClick={onCancel}>
          {onConfirm ? 'Cancel' : 'Close'}
        </button>
      </div>
    </dialog>
  )
}
