import { isCaipNetworkId } from '@gangway/common'
import type { SIWXMessage } from '@gangway/common'
import { getAddress } from 'viem'
import { SIWXMessageError } from './errors.js'
import { SIWXMessenger } from './messenger.js'

/**
 * The CAIP-122 text (AppKit's `InformalMessenger`). For eip155 it is exactly EIP-4361, so any SIWE library reads
 * it; other namespaces use the same layout with their account name and the full CAIP-2 id as `Chain ID`.
 * Every field must fit on its line: a field with a line break could smuggle in a line of its own, so writing
 * one throws SIWXMessageError instead.
 */
export class InformalMessenger extends SIWXMessenger {
  stringify(data: SIWXMessage.Data): string {
    const namespace = data.chainId.slice(0, data.chainId.indexOf(':'))
    if (!isCaipNetworkId(data.chainId)) throw new SIWXMessageError(`Invalid chain id: ${data.chainId}`)
    const chainId = namespace === 'eip155' ? data.chainId.slice('eip155:'.length) : data.chainId
    if (namespace === 'eip155' && !EIP155_REFERENCE.test(chainId)) {
      throw new SIWXMessageError(`Invalid eip155 chain id: ${data.chainId}`)
    }
    word('domain', data.domain)
    word('accountAddress', data.accountAddress)
    word('nonce', data.nonce)
    // CAIP-122 requires an issue time; the type leaves it optional only because AppKit's does.
    if (data.issuedAt === undefined) throw new SIWXMessageError('The message has no issuedAt.')
    for (const field of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
      const value = data[field]
      if (value !== undefined && !isTimestamp(value)) throw new SIWXMessageError(`Invalid ${field}: ${value}`)
    }

    const lines = [
      `${data.domain} wants you to sign in with your ${accountNameOf(namespace)} account:`,
      namespace === 'eip155' ? checksum(data.accountAddress) : data.accountAddress,
      '',
      // EIP-4361: `address LF LF [statement LF] LF "URI: "`, so no statement leaves two blank lines.
      ...(data.statement ? [data.statement] : []),
      '',
      `URI: ${word('uri', data.uri)}`,
      `Version: ${word('version', data.version)}`,
      `Chain ID: ${chainId}`,
      `Nonce: ${data.nonce}`,
      `Issued At: ${data.issuedAt}`,
    ]
    if (data.expirationTime !== undefined) lines.push(`Expiration Time: ${data.expirationTime}`)
    if (data.notBefore !== undefined) lines.push(`Not Before: ${data.notBefore}`)
    if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
    if (data.resources !== undefined) lines.push('Resources:', ...data.resources.map((uri) => `- ${uri}`))
    for (const line of lines) {
      if (/[\r\n]/.test(line)) throw new SIWXMessageError('A message field contains a line break.')
    }
    return lines.join('\n')
  }
}

/** The account name CAIP-122's namespace profiles put in the first line; an unlisted namespace uses its own name. */
export function accountNameOf(namespace: string): string {
  return ACCOUNT_NAMES[namespace] ?? namespace
}

const ACCOUNT_NAMES: Record<string, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
}

/** An EIP-155 chain id as EIP-4361 writes it: a decimal without leading zeros. */
export const EIP155_REFERENCE = /^[1-9][0-9]*$/

const RFC_3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-](\d{2}):(\d{2}))$/

/**
 * An RFC 3339 date-time (what EIP-4361 and CAIP-122 require) that names a real moment: `Date.parse` alone
 * would roll 30 February over into March, and a server must not read a different time than the wallet showed.
 */
export function isTimestamp(value: string): boolean {
  const match = RFC_3339.exec(value)
  if (!match) return false
  // Groups 7 (fraction) and 8 (zone) need no range check; an absent offset (Z) reads as 0.
  const [year, month, day, hour, minute, second, offsetHour, offsetMinute] = [1, 2, 3, 4, 5, 6, 9, 10].map(
    (group) => Number(match[group] ?? 0),
  ) as [number, number, number, number, number, number, number, number]
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHour <= 23 &&
    offsetMinute <= 59
  )
}

/** Domain, address, URI, version and nonce are single words: the first line splits at a space, and parsing checks. */
function word(field: string, value: string): string {
  if (!value || /\s/.test(value)) throw new SIWXMessageError(`Invalid ${field}: ${JSON.stringify(value)}`)
  return value
}

function checksum(address: string): string {
  try {
    return getAddress(address)
  } catch (cause) {
    throw new SIWXMessageError(`Invalid eip155 address: ${address}`, { cause })
  }
}
