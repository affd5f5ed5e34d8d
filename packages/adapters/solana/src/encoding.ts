// Solana's two text encodings of bytes: base58 (addresses, signatures, WalletConnect messages) and base64
// (WalletConnect transactions). Plain code, so nothing here needs Node's Buffer in a browser.

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const BASE58_VALUES = new Map([...BASE58].map((character, index) => [character, BigInt(index)]))

export function toBase58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let out = ''
  while (value > 0n) {
    out = BASE58[Number(value % 58n)] + out
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}

/** Throws a TypeError on a character outside the base58 alphabet. */
export function fromBase58(text: string): Uint8Array {
  let value = 0n
  for (const character of text) {
    const digit = BASE58_VALUES.get(character)
    if (digit === undefined) throw new TypeError(`"${character}" is not a base58 character`)
    value = value * 58n + digit
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  for (const character of text) {
    if (character !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Throws on text that is not base64. */
export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (character) => character.charCodeAt(0))
}
