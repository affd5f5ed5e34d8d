/** FNV-1a: a small, stable string hash (no crypto needed; it only picks colours). */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index)
    value = Math.imul(value, 0x01000193)
  }
  return value >>> 0
}

/**
 * A deterministic gradient for an address, so the avatar needs no network fetch. Case is ignored:
 * checksummed and lower-case spellings of one address look the same.
 */
export function avatarGradient(address: string): string {
  const value = hash(address.toLowerCase())
  const hueA = value % 360
  const hueB = (hueA + 40 + ((value >>> 9) % 120)) % 360
  const angle = (value >>> 17) % 360
  return `linear-gradient(${angle}deg, hsl(${hueA} 75% 60%), hsl(${hueB} 70% 45%))`
}
