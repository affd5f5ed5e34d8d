// The pool's arithmetic, mirrored from contracts/GangwaySwapPool.sol so quotes need one read (the reserves) and
// the tests can hold it to the contract's own getAmountOut. Everything is integer math on base units, as on chain.

/** The pool's fee: 3 per thousand of the amount in (the contract's FEE_PER_THOUSAND). */
export const FEE_PER_THOUSAND = 3n

/** Decimal places of the percentages quotes carry ('0.0997'). */
const PERCENT_DECIMALS = 4

export interface PoolReserves {
  reserveIn: bigint
  reserveOut: bigint
}

/** The amount in that the reserves see, after the fee stays in the pool (scaled by 1000). */
function inWithFee(amountIn: bigint): bigint {
  return amountIn * (1000n - FEE_PER_THOUSAND)
}

/** What `amountIn` buys: the contract's `getAmountOut`, rounding down like it. */
export function amountOut(amountIn: bigint, { reserveIn, reserveOut }: PoolReserves): bigint {
  if (amountIn <= 0n) throw new RangeError('The amount in must be positive.')
  if (reserveIn <= 0n || reserveOut <= 0n) throw new RangeError('The pair has no liquidity.')
  const scaled = inWithFee(amountIn)
  return (scaled * reserveOut) / (reserveIn * 1000n + scaled)
}

/** The part of `amountIn` the pool keeps as its fee, in the from-token's base units (rounded down). */
export function feeAmount(amountIn: bigint): bigint {
  return (amountIn * FEE_PER_THOUSAND) / 1000n
}

/** `numerator / denominator` in percent, as a decimal string with {@link PERCENT_DECIMALS} places, rounded down. */
function percent(numerator: bigint, denominator: bigint): string {
  const scale = 10n ** BigInt(PERCENT_DECIMALS)
  const value = (numerator * 100n * scale) / denominator
  const whole = value / scale
  const fraction = (value % scale).toString().padStart(PERCENT_DECIMALS, '0')
  return `${whole}.${fraction}`
}

/**
 * How far the trade moves the price against the trader, in percent, the fee left out (it is shown apart): the
 * execution price (amount out per amount in, after the fee) against the spot price reserveOut / reserveIn. For a
 * constant-product pool that is a / (reserveIn + a), with a the amount in after the fee.
 */
export function priceImpactPercent(amountIn: bigint, { reserveIn }: PoolReserves): string {
  const scaled = inWithFee(amountIn)
  return percent(scaled, reserveIn * 1000n + scaled)
}

/**
 * Slippage tolerance as millionths of a percent, from what a request sends ('1', '0.5', 1). Undefined when it is
 * not a percentage from 0 up to (not including) 100.
 */
export function slippageMicroPercent(slippage: string | number): bigint | undefined {
  const text =
    typeof slippage === 'number' ? (Number.isFinite(slippage) ? slippage.toFixed(6) : '') : slippage
  const match = /^(\d{1,3})(?:\.(\d{1,6})\d*)?$/.exec(text)
  if (!match) return undefined
  const value = BigInt(match[1]!) * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'))
  return value < 100_000_000n ? value : undefined
}

/** The least the trader accepts: the quoted amount less the slippage tolerance, rounded down. */
export function minimumAmountOut(quoted: bigint, slippage: bigint): bigint {
  return (quoted * (100_000_000n - slippage)) / 100_000_000n
}
