/** Absolute URLs of one project's public outputs, as llms.txt links to them. */
export interface PublicLinks {
  llmsTxt: string
  llmsFullTxt: string
  markdown: string
  context: string
  /** A section's markdown, with a block's anchor when given. */
  section(sectionId: string, anchor?: string): string
}

/**
 * Builds the links from the public base URL (`https://ctx.example.com`, no trailing slash).
 * With `completeOnly` every link keeps `?status=complete`, so a link followed from a filtered
 * llms.txt lands on the same filtered document, where the anchors are the same too.
 */
export function publicLinks(baseUrl: string, projectId: string, completeOnly: boolean): PublicLinks {
  const root = `${baseUrl.replace(/\/+$/, '')}/api/projects/${encodeURIComponent(projectId)}`
  const query = completeOnly ? '?status=complete' : ''
  return {
    llmsTxt: safeDestination(`${root}/llms.txt${query}`),
    llmsFullTxt: safeDestination(`${root}/llms-full.txt${query}`),
    markdown: safeDestination(`${root}/markdown${query}`),
    context: safeDestination(`${root}/context${query}`),
    section(sectionId, anchor) {
      const fragment = anchor === undefined ? '' : `#${encodeURIComponent(anchor)}`
      return safeDestination(`${root}/markdown/${encodeURIComponent(sectionId)}${query}${fragment}`)
    },
  }
}

/**
 * Percent-encodes what would end a markdown link destination early: parentheses (the
 * llms.txt reference parser reads the URL up to the first `)`), blanks, controls and angle
 * brackets. The URL means the same to any server.
 */
export function safeDestination(url: string): string {
  return url.replace(/[()<>\s\p{Cc}]/gu, (char) => {
    const code = char.codePointAt(0) ?? 0
    return code < 0x80 ? `%${code.toString(16).toUpperCase().padStart(2, '0')}` : encodeURIComponent(char)
  })
}
