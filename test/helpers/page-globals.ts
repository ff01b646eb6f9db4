/**
 * The little of the browser's DOM that code passed to `page.evaluate` and `addInitScript` uses.
 * This is a Node project: its tsconfig has no DOM lib, and adding one would let DOM globals
 * (`name`, `location`, `document`) typecheck in server code. Functions read these through
 * `pageGlobals()`, which is `globalThis` inside the page.
 */
export interface PageElement {
  tagName: string
  id: string
  className: unknown
  textContent: string | null
  getAttribute(name: string): string | null
  matches(selector: string): boolean
  getBoundingClientRect(): { left: number; right: number; width: number }
}

export interface CspViolationEvent {
  violatedDirective: string
  blockedURI: string
  sourceFile: string
  lineNumber: number
}

export interface AxeResult {
  id: string
  impact: string | null
  help: string
  nodes: { target: unknown[]; failureSummary?: string }[]
}

export interface PageGlobals {
  document: {
    documentElement: { scrollWidth: number; clientWidth: number }
    activeElement: PageElement | null
    querySelectorAll(selector: string): Iterable<PageElement>
    addEventListener(type: 'securitypolicyviolation', listener: (event: CspViolationEvent) => void): void
  }
  sessionStorage: { setItem(name: string, value: string): void; getItem(name: string): string | null }
  localStorage: { getItem(name: string): string | null }
  getComputedStyle(element: PageElement): {
    outlineStyle: string
    outlineWidth: string
    boxShadow: string
  }
  axe?: { run(context: unknown, options: object): Promise<{ violations: AxeResult[] }> }
  __pctxReportCspViolation?(text: string): void
}
