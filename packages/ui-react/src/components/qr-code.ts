import { correction, generate } from 'lean-qr/nano'

/**
 * Error correction level Q at least: a quarter of the code may be unreadable and it still scans, so the logo
 * over the middle (about 4% of the modules) leaves a wide margin for glare and blur.
 */
const QR_ECC = correction.Q
/** The light border scanners need around the code (ISO/IEC 18004 asks for 4 modules). */
export const QR_QUIET_ZONE = 4
/** How much of the code's width the cleared middle takes. */
const LOGO_SHARE = 0.2

export interface QrShape {
  /** Modules per side, quiet zone excluded. */
  size: number
  /** Every dark module outside the cleared middle, as one path in module units. */
  path: string
  /** The side of the cleared middle, in modules, where the logo goes. */
  logoSize: number
}

/**
 * The QR code of `text` as one SVG path, drawn row by row with one rectangle per run of dark modules:
 * a few kilobytes of markup and a single DOM node, whatever the code's version.
 */
export function qrCode(text: string): QrShape {
  const code = generate(text, { minCorrectionLevel: QR_ECC })
  const { size } = code
  let logoSize = Math.round(size * LOGO_SHARE)
  // An odd side centres the square on the module grid (a code's side is always odd).
  if (logoSize % 2 === 0) logoSize += 1
  const logoStart = (size - logoSize) / 2
  const inLogo = (x: number, y: number) =>
    x >= logoStart && x < logoStart + logoSize && y >= logoStart && y < logoStart + logoSize

  const runs: string[] = []
  for (let y = 0; y < size; y += 1) {
    let x = 0
    while (x < size) {
      if (!code.get(x, y) || inLogo(x, y)) {
        x += 1
        continue
      }
      const start = x
      while (x < size && code.get(x, y) && !inLogo(x, y)) x += 1
      runs.push(`M${start} ${y}h${x - start}v1h${start - x}z`)
    }
  }
  return { size, path: runs.join(''), logoSize }
}
