// Base64, the text encoding of transactions in WalletConnect's Solana RPC (base58, for addresses, signatures
// and messages, comes from core's adapter kit). Plain code, so nothing here needs Node's Buffer in a browser.

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Throws on text that is not base64. */
export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (character) => character.charCodeAt(0))
}
