export interface TestPostgres {
  url: string
  pause(): void
  resume(): void
  stop(): void
}
export interface TestRedis {
  url: string
  stop(): void
}
export function freePort(): Promise<number>
export function findPostgresBin(): string | null
export function startPostgres(): Promise<TestPostgres | null>
export function startRedis(): Promise<TestRedis | null>
