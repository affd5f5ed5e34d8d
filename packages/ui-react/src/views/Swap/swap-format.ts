import { formatBalance, formatUnits } from '@gangway/common'

/** Fraction digits an amount of a whole unit or more keeps: enough to compare quotes, short enough for a row. */
const WHOLE_DECIMALS = 6
/** Significant digits a fraction of a unit keeps. */
const FRACTION_DIGITS = 4

/**
 * A decimal string for a swap row, truncated (never rounded up: a quote must not look better than it is):
 * 6 fraction digits from 1 up, else 4 significant ones ('1198.80123456' → '1198.801234', '0.000012345' →
 * '0.00001234').
 */
export function formatSwapDecimal(text: string): string {
  const [integer = '0', fraction = ''] = text.split('.')
  if (!/^0*$/u.test(integer)) return formatBalance(text, WHOLE_DECIMALS)
  const zeros = /^0*/u.exec(fraction)?.[0].length ?? 0
  return formatBalance(text, zeros + FRACTION_DIGITS)
}

/** Base units of a token as a row shows them. */
export function formatSwapAmount(value: bigint, decimals: number): string {
  return formatSwapDecimal(formatUnits(value, decimals))
}

/** A percentage with two decimals; a positive one below 0.01 as '<0.01'. */
export function formatPercent(value: number): string {
  if (value > 0 && value < 0.01) return '<0.01'
  return value.toFixed(2)
}

/** Characters of a symbol a line of text keeps: an untrusted one may be any length. */
const SYMBOL_CHARS = 12

/** A symbol for running text, cut with an ellipsis (the full one goes in the element's title). */
export function shortSymbol(symbol: string): string {
  return symbol.length > SYMBOL_CHARS ? `${symbol.slice(0, SYMBOL_CHARS - 1)}…` : symbol
}
