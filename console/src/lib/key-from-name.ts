/**
 * A block key made from its name as it is typed (`Product manager Priya` →
 * `product-manager-priya`): accents dropped, lower case, anything the key pattern refuses
 * (src/domain/rules.ts) turned into single dashes, no separator at either end, at most 128
 * characters. A name with no letter or digit gives an empty key, which the form reports.
 */
export function keyFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9._]+/g, '-')
    .replace(/^[._-]+/, '')
    .slice(0, 128)
    .replace(/[._-]+$/, '')
}
