export interface TestPostgres {
  url: string
  pause(): void
  resume(): void
  stop(): void
}
export interface TestRedis {
  url: string
  port: number
  stop(): void
}
export function freePort(): Promise<number>
export function findPostgresBin(): string | null
export function startPostgres(): Promise<TestPostgres | null>
export function startRedis(options?: { port?: number }): Promise<TestRedis | null>
