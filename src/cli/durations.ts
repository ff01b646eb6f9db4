import { InvalidArgumentError } from 'commander'

const UNITS: Record<string, number> = {
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 7 * 86_400_000,
  y: 365 * 86_400_000,
}

/** Parses `90d`, `12h`, `30m`, `2w`, `1y` into milliseconds (commander option parser). */
export function parseDuration(text: string): number {
  const match = /^(\d{1,6})([mhdwy])$/.exec(text.trim())
  if (!match) throw new InvalidArgumentError('use a number and a unit: m, h, d, w or y (e.g. 90d)')
  const amount = Number(match[1])
  if (amount === 0) throw new InvalidArgumentError('must be longer than zero')
  return amount * (UNITS[match[2] as string] as number)
}

/** Parses a positive whole number (commander option parser). */
export function parsePositiveInt(text: string): number {
  if (!/^\d{1,12}$/.test(text) || Number(text) < 1)
    throw new InvalidArgumentError('must be a whole number ≥ 1')
  return Number(text)
}
