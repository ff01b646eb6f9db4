import { CommanderError } from 'commander'
import { ValidationError } from '../domain/errors.js'
import { errorLine, exitQuietlyOnBrokenPipe, problemLines } from './output.js'
import { buildProgram } from './program.js'

/** Runs the CLI; errors become one `error: …` line on stderr and a non-zero exit code. */
export async function main(argv: string[]): Promise<void> {
  try {
    await buildProgram().parseAsync(argv)
  } catch (error) {
    if (error instanceof CommanderError) {
      process.exitCode = error.exitCode === 0 ? 0 : 2
      return
    }
    const message = error instanceof Error ? error.message : String(error)
    process.stderr.write(errorLine(message))
    if (error instanceof ValidationError) {
      for (const line of problemLines(error.details.slice(1))) process.stderr.write(`${line}\n`)
    }
    process.exitCode = 1
  }
}

exitQuietlyOnBrokenPipe()
await main(process.argv)
