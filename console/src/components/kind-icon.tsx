import type { BlockKind } from '../lib/outline.js'

/**
 * A block's kind as a small icon (a person, lines of text, a bulleted list, a square for any
 * other type), drawn in the text colour so it never relies on colour. Hidden from screen readers:
 * the link beside it says the kind in words.
 */
const PATHS: Record<BlockKind | 'section', string> = {
  persona: 'M8 2.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 14c0-3 2.2-5 5-5s5 2 5 5',
  text: 'M2.5 3.5h11M2.5 6.5h11M2.5 9.5h11M2.5 12.5h7',
  list: 'M2.5 4h1M2.5 8h1M2.5 12h1M6 4h7.5M6 8h7.5M6 12h7.5',
  other: 'M3 3h10v10H3Z',
  section: 'M2 4.5h4l1.5 1.5H14v7.5H2Z',
}

export function KindIcon({ kind }: { kind: BlockKind | 'section' }) {
  return (
    <svg
      class={`kind-icon kind-${kind}`}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[kind]} />
    </svg>
  )
}
