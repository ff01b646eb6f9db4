import { setFlagsFromString } from 'node:v8'

/**
 * Regular expressions that run in time linear in the input, for the `pattern` keywords of
 * custom type schemas: a schema is written by a project's users and run on every sync, and a
 * backtracking pattern such as `^(a+)+$` takes exponential time on a 64 KiB value (ReDoS).
 *
 * V8 has a non-backtracking engine for the `l` flag, behind a flag that may be set while
 * running. It refuses, at compile time, patterns it cannot run linearly (backreferences,
 * lookahead, lookbehind on Node 20, repetition counts above 16) and the `u` flag (Node 20 and
 * 24); such a schema is refused when it is saved, with the reason.
 */
setFlagsFromString('--enable-experimental-regexp-engine')

/** A variable, not a literal flag: tools that parse regex literals do not know `l`. */
const LINEAR_FLAG = 'l'

/** Whether `pattern` has `\p{…}`, `\P{…}` or `\u{…}` (one pass: escapes are skipped pairwise). */
function hasUnicodeOnlySyntax(pattern: string): boolean {
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] !== '\\') continue
    const next = pattern[i + 1]
    if ((next === 'p' || next === 'P' || next === 'u') && pattern[i + 2] === '{') return true
    i++
  }
  return false
}

/** Whether this Node accepts the `l` flag (checked once; without it every pattern is refused). */
const LINEAR_AVAILABLE = (() => {
  try {
    new RegExp('a', LINEAR_FLAG)
    return true
  } catch {
    return false
  }
})()

/**
 * `pattern` compiled for the linear engine. Throws an Error saying why when it cannot be: the
 * pattern is invalid, or needs a feature the linear engine lacks.
 */
export function linearRegExp(pattern: string): RegExp {
  if (!LINEAR_AVAILABLE) {
    throw new Error('this server cannot run patterns in linear time, so "pattern" keywords are refused')
  }
  if (hasUnicodeOnlySyntax(pattern)) {
    // Without the `u` flag, `\p{L}` would silently mean the letters "p{L}".
    throw new Error(
      `pattern ${JSON.stringify(pattern)} uses \\p{…}, \\P{…} or \\u{…}, which need unicode mode; the linear engine custom types use has none: list the characters instead (e.g. [A-Za-zÀ-ÿ])`,
    )
  }
  try {
    return new RegExp(pattern, LINEAR_FLAG)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    if (/linear time/i.test(reason)) {
      throw new Error(
        `pattern ${JSON.stringify(pattern)} cannot be run in linear time (backreferences, lookahead and repetition counts above 16 are not supported), which custom types require so that no value can stall a sync`,
      )
    }
    throw new Error(`pattern ${JSON.stringify(pattern)} is not a valid regular expression`)
  }
}
