export interface TapFailure {
  name: string
  location: string | undefined
  error: string[]
  stack: string[]
}
export function failuresIn(tap: string): TapFailure[]
export function describeFailures(failures: TapFailure[]): string[]
