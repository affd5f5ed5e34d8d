import { createHash } from 'node:crypto'

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** A stable 64-hex wallet id (the registry's format) for a wallet that has no registry id of its own. */
export function deriveWalletId(name: string): string {
  return sha256(`gangway-wallet:${name}`)
}

/** A stable UUID-shaped image id for a wallet id. */
export function deriveImageId(walletId: string): string {
  const hex = sha256(`gangway-image:${walletId}`)
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20, 32)].join(
    '-',
  )
}
