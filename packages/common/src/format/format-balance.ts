import { LIMITS } from '../constants.js'

/** Plain or exponent notation: sign, integer digits, fraction digits, exponent. */
const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i
/**
 * Past this an exponent would build absurdly long strings. A tiny value truncates to '0' anyway; a huge one
 * cannot be a real balance and is treated as invalid input, which also shows '0'.
 */
const MAX_EXPONENT = 1000

/**
 * SPEC §9: a balance shown with `decimals` fraction digits, truncated, never rounded ('1.23456' → '1.234',
 * '0.9999' → '0.999'). Chosen display rules:
 * - trailing fraction zeros are dropped, so '10000' stays '10000' and '1.50' shows '1.5';
 * - zero shows '0', including values that truncate to zero ('1e-7' → '0', '-0.0001' → '0', never '-0');
 * - negative values keep their sign ('-1.23456' → '-1.234');
 * - exponent notation is expanded ('1.5e3' → '1500');
 * - huge values keep every integer digit: the work is done on the digits, never through a float;
 * - anything that is not a decimal number (empty, 'abc', 'NaN', 'Infinity') shows '0'.
 */
export function formatBalance(value: string, decimals: number = LIMITS.balanceDecimals): string {
  const match = typeof value === 'string' ? DECIMAL.exec(value.trim()) : null
  if (!match) return '0'
  const [, sign, integerPart = '', fractionPart = '', exponentPart = '0'] = match
  if (!integerPart && !fractionPart) return '0'
  const exponent = Number(exponentPart)
  if (Math.abs(exponent) > MAX_EXPONENT) return '0'

  const { integer, fraction } = shiftPoint(integerPart, fractionPart, exponent)
  const keptFraction = fraction.slice(0, Math.max(0, Math.trunc(decimals))).replace(/0+$/, '')
  const keptInteger = integer.replace(/^0+(?=\d)/, '') || '0'
  const isZero = keptInteger === '0' && keptFraction === ''
  if (isZero) return '0'
  const magnitude = keptFraction ? `${keptInteger}.${keptFraction}` : keptInteger
  return sign === '-' ? `-${magnitude}` : magnitude
}

/** Moves the decimal point `exponent` places right (left when negative) on the digit strings. */
function shiftPoint(
  integer: string,
  fraction: string,
  exponent: number,
): { integer: string; fraction: string } {
  const digits = integer + fraction
  const pointAt = integer.length + exponent
  if (pointAt <= 0) return { integer: '0', fraction: '0'.repeat(-pointAt) + digits }
  if (pointAt >= digits.length) return { integer: digits + '0'.repeat(pointAt - digits.length), fraction: '' }
  return { integer: digits.slice(0, pointAt), fraction: digits.slice(pointAt) }
}
