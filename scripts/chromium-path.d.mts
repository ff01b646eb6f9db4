export function findChromium(env?: NodeJS.ProcessEnv): string | null
export function chromiumLaunchOptions(): { executablePath: string; args: string[]; timeout: number }
