/**
 * Colour for people, plain text for programs. A stream gets ANSI styles only when it is a
 * terminal and NO_COLOR (https://no-color.org) is unset or empty; FORCE_COLOR (non-empty, not
 * "0") turns them on anyway, and wins over NO_COLOR as it does for Node itself. Hand-written
 * rather than util.styleText: its stream checks differ between Node 20 and 22, and these four
 * styles are all the CLI uses.
 */
export type Style = 'bold' | 'dim' | 'red' | 'yellow'

const CODES: Record<Style, [open: string, close: string]> = {
  bold: ['\x1b[1m', '\x1b[22m'],
  dim: ['\x1b[2m', '\x1b[22m'],
  red: ['\x1b[31m', '\x1b[39m'],
  yellow: ['\x1b[33m', '\x1b[39m'],
}

/** Whether text written to `stream` should carry colour. */
export function colourWanted(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  const force = env.FORCE_COLOR
  if (force !== undefined && force !== '' && force !== '0') return true
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false
  return stream.isTTY === true
}

/** Styles text for one stream; a no-op where colour is not wanted. */
export interface Painter {
  readonly enabled: boolean
  paint(text: string, ...styles: Style[]): string
}

export function painterFor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): Painter {
  const enabled = colourWanted(stream, env)
  return {
    enabled,
    paint(text, ...styles) {
      if (!enabled || text === '') return text
      let open = ''
      let close = ''
      for (const style of styles) {
        open += CODES[style][0]
        close = CODES[style][1] + close
      }
      return `${open}${text}${close}`
    },
  }
}
