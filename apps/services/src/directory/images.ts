import { createHash } from 'node:crypto'
import { SHIPPED_ASSET_IMAGES, SHIPPED_CURRENCY_IMAGES, SHIPPED_TOKEN_IMAGES } from './shipped-images.js'
import { escapeMarkup } from '../http/escape.js'

/** The kinds of image the directory serves; each gets its own shape so they are told apart at a glance. */
export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token'

export interface RenderedImage {
  svg: string
  etag: string
}

/** Ids reach the SVG only through colours and an escaped label; anything else is refused upstream. */
export const IMAGE_ID_PATTERN = /^[A-Za-z0-9._:-]{1,200}$/

/** Up to two letters or digits: initials of the label's words, else its first characters. */
export function initialsOf(label: string): string {
  const words = label.match(/[A-Za-z0-9]+/g) ?? []
  const initials =
    words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [...(words[0] ?? '?').slice(0, 2)]
  return initials.join('').toUpperCase()
}

/** A deterministic SVG (same id and label → same bytes) with a two-colour gradient and the label's initials. */
export function renderImage(kind: ImageKind, id: string, label: string = id): RenderedImage {
  const digest = createHash('sha256').update(`${kind}:${id}:${label}`).digest()
  const hueA = digest.readUInt16BE(0) % 360
  const hueB = (hueA + 40 + (digest[2]! % 80)) % 360
  const shape =
    kind === 'wallet'
      ? '<rect width="96" height="96" rx="24" fill="url(#g)"/>'
      : '<circle cx="48" cy="48" r="48" fill="url(#g)"/>'
  const text = escapeMarkup(initialsOf(label))
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hueA} 70% 55%)"/>`,
    `<stop offset="1" stop-color="hsl(${hueB} 70% 40%)"/></linearGradient></defs>`,
    shape,
    `<text x="48" y="58" text-anchor="middle" font-family="system-ui, sans-serif" font-size="32" font-weight="600" fill="#fff">${text}</text>`,
    '</svg>',
  ].join('')
  return { svg, etag: `"${digest.subarray(0, 12).toString('hex')}"` }
}

const SHIPPED: Readonly<Record<ImageKind, Readonly<Record<string, string>>>> = {
  wallet: {},
  asset: SHIPPED_ASSET_IMAGES,
  token: SHIPPED_TOKEN_IMAGES,
  currency: SHIPPED_CURRENCY_IMAGES,
}

/**
 * The SVG the project ships for a built-in network (asset), token or currency, if any. Token symbols and
 * currency codes are matched in upper case; only the table's own keys count (never `constructor` and the like).
 */
export function shippedImage(kind: ImageKind, id: string): RenderedImage | undefined {
  const table = SHIPPED[kind]
  const key = kind === 'asset' ? id : id.toUpperCase()
  if (!Object.hasOwn(table, key)) return undefined
  const svg = table[key]!
  return { svg, etag: `"${createHash('sha256').update(svg).digest('hex').slice(0, 24)}"` }
}

/** What an image route serves: the shipped SVG for a known id, else the generated one. */
export function imageFor(kind: ImageKind, id: string, label?: string): RenderedImage {
  return shippedImage(kind, id) ?? renderImage(kind, id, label)
}
