/** Sections every project knows, in their canonical order. */
export const WELL_KNOWN_SECTIONS = ['brand', 'product', 'users'] as const

/** Ordinal of the first custom section: custom ones follow the well-known ones in creation order. */
export const FIRST_CUSTOM_ORDINAL = 100

/** Ordinal of a well-known section, or undefined for a custom one. */
export function wellKnownOrdinal(section: string): number | undefined {
  const index = (WELL_KNOWN_SECTIONS as readonly string[]).indexOf(section)
  return index === -1 ? undefined : index
}

/** Display title of a section: the words of its id, capitalised (`zeta-notes` → `Zeta Notes`). */
export function sectionTitle(section: string): string {
  return section
    .split(/[-_]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}
