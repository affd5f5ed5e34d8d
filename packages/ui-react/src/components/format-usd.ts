const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** A USD amount ("$1,234.56"; "<$0.01" for a positive one that rounds to zero); unknown reads as "$0.00". */
export function formatUsd(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return usd.format(0)
  return value > 0 && value < 0.01 ? `<${usd.format(0.01)}` : usd.format(value)
}
