import { type ChainNamespace, ERROR_MESSAGES, formatUnits, GangwayError, parseUnits } from '@gangway/common'
import type { TokenBalance } from '../types.js'

/** SPEC §5: only eip155 and solana can send. */
export const SEND_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/** Why an amount typed in the Send view cannot be sent; the view words each one from its catalogue. */
export type SendAmountProblem = 'empty' | 'not-a-number' | 'negative' | 'zero' | 'too-many-decimals'

export type ParsedSendAmount = { ok: true; value: bigint } | { ok: false; problem: SendAmountProblem }

/**
 * The amount the visitor typed, in the token's base units. Never throws: a form field holds any text, and
 * each way it can be wrong is told apart (a comma or an exponent is not a number here, as in the wallet).
 */
export function parseSendAmount(amount: string | undefined, decimals: number): ParsedSendAmount {
  const text = amount?.trim() ?? ''
  if (text === '') return { ok: false, problem: 'empty' }
  if (!/^-?(\d+\.?\d*|\.\d+)$/u.test(text)) return { ok: false, problem: 'not-a-number' }
  if (text.startsWith('-')) return { ok: false, problem: 'negative' }
  const [, fraction = ''] = text.split('.')
  if (fraction.replace(/0+$/u, '').length > decimals) return { ok: false, problem: 'too-many-decimals' }
  const value = parseUnits(text, decimals)
  return value === 0n ? { ok: false, problem: 'zero' } : { ok: true, value }
}

/** The token's balance in base units; 0 when the balance the service reported cannot be read. */
export function tokenBalanceUnits(token: TokenBalance): bigint {
  const decimals = Number(token.quantity.decimals)
  if (!Number.isInteger(decimals) || decimals < 0) return 0n
  try {
    const units = parseUnits(token.quantity.numeric, decimals)
    return units > 0n ? units : 0n
  } catch {
    return 0n
  }
}

export interface SendFormInput {
  namespace: ChainNamespace
  token: TokenBalance | undefined
  amount: string | undefined
  receiverAddress: string | undefined
}

export interface ValidSend {
  token: TokenBalance
  /** In the token's base units. */
  value: bigint
  receiverAddress: string
}

/**
 * SPEC §5 send checks, in the order a visitor meets them: the chain can send ('Unsupported chain'), a token is
 * picked ('A token is required'), an amount and a receiver are given ('An amount and receiver address are
 * required'). A present amount that cannot be read counts as missing, with the reason in the error's details.
 */
export function validateSendForm({ namespace, token, amount, receiverAddress }: SendFormInput): ValidSend {
  if (!SEND_NAMESPACES.includes(namespace)) {
    throw new GangwayError(ERROR_MESSAGES.unsupportedChain, {
      details: `Sending is available on ${SEND_NAMESPACES.join(' and ')}, not on ${namespace}.`,
    })
  }
  if (!token) throw new GangwayError(ERROR_MESSAGES.tokenRequired)
  const receiver = receiverAddress?.trim() ?? ''
  const parsed = parseSendAmount(amount, Number(token.quantity.decimals))
  if (!parsed.ok || receiver === '') {
    throw new GangwayError(ERROR_MESSAGES.amountAndReceiverRequired, {
      details: parsed.ok ? 'The receiver address is empty.' : `The amount is ${parsed.problem}.`,
    })
  }
  return { token, value: parsed.value, receiverAddress: receiver }
}

/**
 * "Max" in the Send view: the whole balance of a token, or of the native coin less the network fee it must
 * also pay (never below zero). As a decimal string for the amount field.
 */
export function maxSendAmount(token: TokenBalance, options: { native: boolean; fee?: bigint }): string {
  const decimals = Number(token.quantity.decimals)
  const balance = tokenBalanceUnits(token)
  const fee = options.native ? (options.fee ?? 0n) : 0n
  const max = balance > fee ? balance - fee : 0n
  return formatUnits(max, Number.isInteger(decimals) && decimals >= 0 ? decimals : 0)
}
