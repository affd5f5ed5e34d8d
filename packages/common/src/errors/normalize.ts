import { GangwayError } from './base.js'
import { PROVIDER_ERROR_CODES } from './codes.js'
import { ERROR_MESSAGES } from './messages.js'
import { ProviderRpcError, SwitchChainError, UserRejectedRequestError } from './provider.js'

/** viem's `UnknownRpcError` carries -1, which says "no code"; a real code may still sit deeper. */
const VIEM_UNKNOWN_CODE = -1
/** ethers v5 and v6 mark a rejection with this string code instead of 4001. */
const ETHERS_ACTION_REJECTED = 'ACTION_REJECTED'
const REJECTION_PHRASE = /\buser (rejected|denied|cancell?ed|disapproved)\b/i
/** Enough for any real wrapper stack; stops runaway walks through odd objects. */
const MAX_LINKS = 32

/**
 * The numeric error code of an error, looked for along its whole wrapper chain: `cause` (viem, native
 * errors), `error` (ethers v5, some wallets) and `info.error` (ethers v6). Returns the outermost real code, or
 * undefined when none exists. Never throws.
 */
export function getErrorCode(error: unknown): number | undefined {
  for (const link of errorChain(error)) {
    const code = readProperty(link, 'code')
    if (typeof code === 'number' && Number.isInteger(code) && code !== VIEM_UNKNOWN_CODE) return code
  }
  return undefined
}

/**
 * Whether the user rejected the request in the wallet: an EIP-1193 4001 anywhere in the chain, ethers'
 * `ACTION_REJECTED`, or a message saying the user rejected, denied or cancelled (WalletConnect wallets answer
 * `{ code: 5000, message: 'User rejected.' }`, but 5000 alone is also the generic default code). Never throws.
 */
export function isUserRejection(error: unknown): boolean {
  if (getErrorCode(error) === PROVIDER_ERROR_CODES.userRejectedRequest) return true
  for (const link of errorChain(error)) {
    if (readProperty(link, 'code') === ETHERS_ACTION_REJECTED) return true
    const message = messageOf(link)
    if (message && REJECTION_PHRASE.test(message)) return true
  }
  return false
}

/**
 * Any thrown value as a GangwayError, keeping the original as `cause`: a user rejection becomes
 * UserRejectedRequestError, 4902 SwitchChainError, any other code ProviderRpcError, the rest GangwayError.
 * Never throws.
 */
export function toGangwayError(error: unknown): GangwayError {
  if (error instanceof GangwayError) return error
  try {
    const cause = typeof error === 'object' && error !== null ? error : undefined
    const message = messageOf(error) ?? ERROR_MESSAGES.unknownError
    if (isUserRejection(error)) return new UserRejectedRequestError({ cause })
    const code = getErrorCode(error)
    if (code === PROVIDER_ERROR_CODES.switchChainError) return new SwitchChainError({ cause })
    if (code !== undefined) {
      return new ProviderRpcError({ code, message, data: readProperty(error, 'data'), cause })
    }
    return new GangwayError(message, { cause })
  } catch {
    // A hostile value (a throwing getter, a revoked Proxy) still yields an error the caller can show.
    return new GangwayError(ERROR_MESSAGES.unknownError)
  }
}

function* errorChain(error: unknown): Generator<unknown> {
  const queue: unknown[] = [error]
  const seen = new Set<unknown>()
  while (queue.length > 0 && seen.size < MAX_LINKS) {
    const link = queue.shift()
    if (link === undefined || link === null || seen.has(link)) continue
    seen.add(link)
    yield link
    queue.push(
      readProperty(link, 'cause'),
      readProperty(link, 'error'),
      readProperty(readProperty(link, 'info'), 'error'),
    )
  }
}

/** viem's `shortMessage` reads better than its composed `message`; strings are their own message. */
function messageOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined
  const shortMessage = readProperty(value, 'shortMessage')
  if (typeof shortMessage === 'string' && shortMessage) return shortMessage
  const message = readProperty(value, 'message')
  return typeof message === 'string' && message ? message : undefined
}

function readProperty(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined
  try {
    return (value as Record<string, unknown>)[key]
  } catch {
    return undefined
  }
}
