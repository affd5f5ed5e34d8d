/** Whole units as a decimal string → base units (`"1.5"`, 18 → 1500000000000000000n). */
export function parseUnits(value: string, decimals: number): bigint {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/u.exec(value.trim())
  if (!match || (match[2] === '' && !match[3])) throw new RangeError(`Not a decimal number: "${value}"`)
  const [, sign, whole = '', fraction = ''] = match
  if (fraction.length > decimals && /[1-9]/u.test(fraction.slice(decimals))) {
    throw new RangeError(`"${value}" has more than ${decimals} decimals`)
  }
  const units = BigInt((whole || '0') + fraction.padEnd(decimals, '0').slice(0, decimals))
  return sign ? -units : units
}

/** Base units → whole units as a decimal string, without trailing zeros (`1500000000000000000n`, 18 → "1.5"). */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = decimals === 0 ? digits : digits.slice(0, -decimals)
  const fraction = decimals === 0 ? '' : digits.slice(-decimals).replace(/0+$/u, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
