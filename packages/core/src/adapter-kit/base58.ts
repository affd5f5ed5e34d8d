// Base58 (Bitcoin's alphabet), as Solana writes addresses, signatures and WalletConnect messages. Written here
// once rather than taken from @scure/base: its generic radix converter costs the Solana adapter's entry and the
// full host bundle more than their size budgets leave (docs/adapters.md, "Adapter kit"). The adapters' tests
// check it against @scure/base.

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const VALUES = new Map([...ALPHABET].map((character, index) => [character, BigInt(index)]))

export function encodeBase58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let out = ''
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out
    value /= 58n
  }
  // Each leading zero byte is a leading '1'.
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}

/** Throws a TypeError on a character outside the base58 alphabet. */
export function decodeBase58(text: string): Uint8Array {
  let value = 0n
  for (const character of text) {
    const digit = VALUES.get(character)
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

/** The same shape as @scure/base's `base58`. A caller that only encodes imports `encodeBase58`, so the decoder stays out of its bundle. */
export const base58 = { encode: encodeBase58, decode: decodeBase58 }
