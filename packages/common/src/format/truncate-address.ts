import { ADDRESS_DISPLAY } from '../constants.js'

/**
 * SPEC §2: the first `charsStart` and last `charsEnd` characters around '...', e.g. '0xf3...b92266'.
 * An address too short to lose anything comes back unchanged.
 */
export function truncateAddress(
  address: string,
  charsStart: number = ADDRESS_DISPLAY.charsStart,
  charsEnd: number = ADDRESS_DISPLAY.charsEnd,
): string {
  if (address.length <= charsStart + charsEnd) return address
  // slice(-0) would return the whole string.
  const end = charsEnd > 0 ? address.slice(-charsEnd) : ''
  return `${address.slice(0, charsStart)}...${end}`
}
