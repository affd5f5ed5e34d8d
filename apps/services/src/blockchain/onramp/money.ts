// Money as integers: fiat in cents, crypto in the coin's smallest unit, rates scaled by 10^8. Floating point
// never touches an amount that is charged or sent, so what the quote says is exactly what the chain receives.
import { parseUnits } from 'viem'

/** Decimals kept in rates and prices (the price table's numbers are read to this precision). */
const RATE_DECIMALS = 8
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS)
/** Decimals a quoted crypto amount keeps: enough for any purchase, short enough to read. */
export const PURCHASE_DECIMALS = 8

/**
 * Cents in a fiat amount written '50', '50.5' or '50.00' (or the number 50.5); undefined when it is not a
 * non-negative amount with at most two decimals: a charge is never rounded behind the buyer's back.
 */
export function parseFiatCents(amount: string | number): bigint | undefined {
  const text = typeof amount === 'number' ? String(amount) : amount.trim()
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) return undefined
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
}

/** 5000n → '50.00'. */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : ''
  const absolute = cents < 0n ? -cents : cents
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`
}

/** A rate or price from configuration as an integer scaled by 10^8 (1.08 → 108000000n). */
export function scaledRate(rate: number): bigint {
  if (!Number.isFinite(rate) || rate <= 0) throw new Error(`Not a positive rate: ${rate}`)
  return parseUnits(rate.toFixed(RATE_DECIMALS), RATE_DECIMALS)
}

const ceilDiv = (numerator: bigint, denominator: bigint) => (numerator + denominator - 1n) / denominator

/** The fee on `cents` at `basisPoints` (150 = 1.5 %), rounded up to the cent so it never falls below the rate. */
export function feeCents(cents: bigint, basisPoints: bigint): bigint {
  return ceilDiv(cents * basisPoints, 10_000n)
}

/** A USD amount in cents expressed in a currency worth `usdRate` dollars a unit, rounded up to the cent. */
export function usdToFiatCents(usdCents: bigint, usdRate: bigint): bigint {
  return ceilDiv(usdCents * RATE_SCALE, usdRate)
}

/**
 * How much of a coin (in its smallest unit) `fiatCents` buy: the fiat is worth `usdRate` dollars a unit, the
 * coin `usdPrice` dollars. Rounded down to {@link PURCHASE_DECIMALS}, so the buyer never gets more than paid for.
 */
export function purchaseUnits(
  fiatCents: bigint,
  usdRate: bigint,
  usdPrice: bigint,
  decimals: number,
): bigint {
  const units = (fiatCents * usdRate * 10n ** BigInt(decimals)) / (100n * usdPrice)
  if (decimals <= PURCHASE_DECIMALS) return units
  const step = 10n ** BigInt(decimals - PURCHASE_DECIMALS)
  return units - (units % step)
}

/** Fiat cents that buy at least `units` of the coin (the inverse of {@link purchaseUnits}, rounded up). */
export function fiatCentsFor(units: bigint, usdRate: bigint, usdPrice: bigint, decimals: number): bigint {
  return ceilDiv(units * 100n * usdPrice, usdRate * 10n ** BigInt(decimals))
}

/** A crypto amount the buyer asked for (a number) in the coin's smallest unit; undefined when unusable. */
export function cryptoUnitsOf(amount: number, decimals: number): bigint | undefined {
  if (!Number.isFinite(amount) || amount <= 0 || amount > 1e15) return undefined
  return parseUnits(amount.toFixed(Math.min(decimals, 20)), decimals)
}
