import { formatUnits } from '@gangway/common'
import {
  type AppKitCore,
  type ParsedSendAmount,
  parseSendAmount,
  type SendAmountProblem,
  type TokenBalance,
  tokenBalanceUnits,
} from '@gangway/core'
import { activeAccount, estimateSendFee } from '@gangway/core/account'
import type { Snapshot } from 'valtio'
import type { SendMessageKey } from '../send-messages.js'

type Token = TokenBalance | Snapshot<TokenBalance>

/** One token of the account: its network and contract (the native coin has none). */
export function tokenKey(token: Token): string {
  return `${token.chainId}:${token.address ?? 'native'}`
}

/** The network's own coin (it pays the fee): the service lists it without a contract address. */
export function isNativeToken(token: Token): boolean {
  return !token.address
}

/** The token's decimals as a number; 0 for a value the service got wrong. */
export function tokenDecimals(token: Token): number {
  const decimals = Number(token.quantity.decimals)
  return Number.isInteger(decimals) && decimals >= 0 ? decimals : 0
}

/** Digits enough for any amount, for reading what was typed before a token (and its decimals) is picked. */
const ANY_DECIMALS = 64

/** The amount typed, read as core reads it (the token's decimals; generous ones without a token). */
export function parseAmount(amount: string | undefined, token: Token | undefined): ParsedSendAmount {
  return parseSendAmount(amount, token ? tokenDecimals(token) : ANY_DECIMALS)
}

const AMOUNT_PROBLEMS: Record<Exclude<SendAmountProblem, 'empty'>, SendMessageKey> = {
  'not-a-number': 'sendAmountNotANumber',
  negative: 'sendAmountNegative',
  zero: 'sendAmountZero',
  'too-many-decimals': 'sendAmountTooManyDecimals',
}

/**
 * What is wrong with the amount, as a key of the Send catalogue part: unreadable, negative, zero, too precise for the token, or
 * more than its balance ('Insufficient funds'). An empty field is not a problem of the field: the action
 * button says what is missing.
 */
export function amountProblem(
  amount: string | undefined,
  token: Token | undefined,
): SendMessageKey | undefined {
  const parsed = parseAmount(amount, token)
  if (!parsed.ok) return parsed.problem === 'empty' ? undefined : AMOUNT_PROBLEMS[parsed.problem]
  if (token && parsed.value > tokenBalanceUnits(token as TokenBalance)) return 'insufficientFunds'
  return undefined
}

/** The USD value of the amount typed, when it reads and the token has a price. */
export function amountInUsd(amount: string | undefined, token: Token | undefined): number | undefined {
  if (!token || !(token.price > 0)) return undefined
  const parsed = parseAmount(amount, token)
  if (!parsed.ok) return undefined
  return Number(formatUnits(parsed.value, tokenDecimals(token))) * token.price
}

/**
 * The network fee of sending `token` to `receiver` (the account itself when none is given yet), for "Max" on
 * the native coin, without touching the visitor's form. The amount is the smallest one, since the estimate of
 * the whole balance would leave nothing for the fee.
 */
export async function estimateFeeFor(
  core: AppKitCore,
  token: Token,
  receiver: string | undefined,
): Promise<bigint> {
  const account = activeAccount(core)
  const to = receiver ?? account?.address
  const { fee } = await estimateSendFee(core, {
    token: token as TokenBalance,
    amount: formatUnits(1n, tokenDecimals(token)),
    receiverAddress: to,
  })
  return fee
}
