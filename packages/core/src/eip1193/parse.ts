import { ERROR_MESSAGES, GangwayError } from '@gangway/common'

/**
 * A chain id as wallets send it (`'0x89'` per EIP-1193, but also `137` or `'137'`) as a number. Throws
 * 'Invalid chainId' for anything else rather than let NaN travel into the store.
 */
export function toChainIdNumber(value: unknown): number {
  const chainId =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^0x[0-9a-f]+$/iu.test(value)
        ? Number.parseInt(value, 16)
        : typeof value === 'string' && /^\d+$/u.test(value)
          ? Number(value)
          : Number.NaN
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new GangwayError(ERROR_MESSAGES.invalidChainId, { details: `The wallet sent ${String(value)}.` })
  }
  return chainId
}

/** A CaipNetwork id (`137` or `'137'`) as the hex the wallet methods take. */
export function toHexChainId(id: number | string): `0x${string}` {
  return `0x${Number(id).toString(16)}`
}

/** A bigint as a JSON-RPC quantity. */
export function toHexQuantity(value: bigint): `0x${string}` {
  return `0x${value.toString(16)}`
}

/** The accounts of an `eth_accounts` / `accountsChanged` answer; anything that is not an address is dropped. */
export function toAccounts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

/** `personal_sign` takes the message as hex of its UTF-8 bytes, so any text signs as written. */
export function utf8ToHex(message: string): `0x${string}` {
  const bytes = new TextEncoder().encode(message)
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
