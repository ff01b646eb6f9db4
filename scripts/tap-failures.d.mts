export interface TapFailure {
  name: string
  location: string | undefined
  error: string[]
  stack: string[]
}
export function failuresIn(tap: string, testDir?: string): TapFailure[]
export function describeFailures(failures: TapFailure[]): string[]
