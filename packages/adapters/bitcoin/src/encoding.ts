/** PSBTs travel base64 in the hosts' API and in wallet requests; the adapter handles them as bytes. */
export function base64ToBytes(value: string): Uint8Array {
  return Uint8Array.from(atob(value), (char) => char.charCodeAt(0))
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  // One character at a time: spreading a large PSBT into String.fromCharCode overflows the call stack.
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** A hex string's bytes (wallets send public keys so); undefined when it is not hex. */
export function hexToBytes(value: string): Uint8Array | undefined {
  if (!/^(?:[0-9a-f]{2})*$/i.test(value)) return undefined
  return Uint8Array.from(value.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
}
