import { formatMessage } from '@gangway/common'
import { formatUnits } from 'viem'
import { VALUE } from './messages.js'

/** Token or coin facts the frame can vouch for: never read from the token contract, which could lie. */
export interface TokenInfo {
  symbol: string
  decimals: number
}

/** Known tokens by lower-case address (or Solana mint): a Map, or a lookup that fetched them first. */
export interface TokenBook {
  get(address: string): TokenInfo | undefined
}

/** 2^255: from here on an allowance is treated as unlimited (max uint256 and its common halves). */
export const UNLIMITED_FROM = 2n ** 255n
/** Permit2's amounts are uint160: its maximum is its "unlimited". */
export const MAX_UINT160 = 2n ** 160n - 1n

export function isUnlimited(amount: bigint, { uint160 = false } = {}): boolean {
  return amount >= UNLIMITED_FROM || (uint160 && amount === MAX_UINT160)
}

export function lookupToken(tokens: TokenBook | undefined, address: string): TokenInfo | undefined {
  return tokens?.get(address.toLowerCase())
}

/** An amount of `token`: with its symbol when known, else the raw integer flagged as such. */
export function formatTokenAmount(amount: bigint, token: TokenInfo | undefined): string {
  if (!token) return formatMessage(VALUE.rawUnits, { amount: amount.toString() })
  return `${formatUnits(amount, token.decimals)} ${token.symbol}`
}

/** "USDC · 0xabc…" when the token is known, else the address alone. */
export function tokenLabel(address: string, token: TokenInfo | undefined): string {
  return token ? `${token.symbol} · ${address}` : address
}

/** USD with cents, or more digits for amounts under a cent (a fee on a cheap chain). */
export function formatUsd(value: number): string {
  if (value > 0 && value < 0.01) return value.toPrecision(2)
  return value.toFixed(2)
}

/** A coin amount, and its USD value when a price is known. */
export function formatCoin(
  amount: bigint,
  coin: { symbol: string; decimals: number },
  usdPrice?: number,
): string {
  const text = formatUnits(amount, coin.decimals)
  if (usdPrice === undefined || !Number.isFinite(usdPrice) || usdPrice <= 0) {
    return formatMessage(VALUE.feeNative, { amount: text, symbol: coin.symbol })
  }
  const usd = formatUsd(Number(text) * usdPrice)
  return formatMessage(VALUE.feeUsd, { amount: text, symbol: coin.symbol, usd })
}

/** The last date a JavaScript Date can hold, in seconds: later deadlines (max uint48, uint256) never expire. */
const LAST_DATE_SECONDS = 8_640_000_000_000n

/** Epoch seconds as `YYYY-MM-DD HH:MM UTC` (the same for every visitor, so nothing depends on their locale). */
export function formatDeadline(seconds: bigint): string {
  if (seconds >= LAST_DATE_SECONDS) return VALUE.never
  const iso = new Date(Number(seconds) * 1000).toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`
}
