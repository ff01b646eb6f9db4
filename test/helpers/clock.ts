import type { Clock } from '../../src/domain/clock.js'

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  private current: number

  constructor(start = '2026-01-15T10:00:00.000Z') {
    this.current = Date.parse(start)
  }

  now(): Date {
    return new Date(this.current)
  }

  advance(ms: number): void {
    this.current += ms
  }

  set(iso: string): void {
    this.current = Date.parse(iso)
  }
}
