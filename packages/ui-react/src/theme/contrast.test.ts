import { describe, expect, it } from 'vitest'
import { MODAL_BASE_TOKENS, MODAL_PALETTES } from './modal-tokens-css.js'
import { BASE_TOKENS, PALETTES } from './tokens.js'

type Rgba = [number, number, number, number]

function tokens(css: string): Record<string, string> {
  return Object.fromEntries(
    [...css.matchAll(/--gw-([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value?.trim()]),
  )
}

function parse(color: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)
  if (hex?.[1]) {
    const n = Number.parseInt(hex[1], 16)
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1]
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color)
  if (!rgba?.[1]) throw new Error(`Unreadable colour ${color}`)
  const [r = 0, g = 0, b = 0, a = 1] = rgba[1].split(',').map(Number)
  return [r, g, b, a]
}

/** A translucent colour painted over an opaque one. */
function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1]
}

function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** WCAG 2 contrast ratio of text on a background. */
function contrast(text: Rgba, background: Rgba): number {
  const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

// The modal shows every token: the shared ones and its own.
const base = tokens(BASE_TOKENS + MODAL_BASE_TOKENS)

describe.each(Object.entries(PALETTES))('WCAG AA text contrast in the %s theme', (theme, css) => {
  const palette = { ...base, ...tokens(css), ...tokens(MODAL_PALETTES[theme as keyof typeof PALETTES]) }
  const color = (name: string) => parse(palette[name] as string)
  const background = color('bg-base')
  const pairs: [string, Rgba, Rgba][] = [
    ['text', color('fg'), background],
    ['muted text', color('fg-muted'), background],
    ['muted text on a surface (tags, rows)', color('fg-muted'), over(color('surface'), background)],
    ['text on a hovered row', color('fg'), over(color('surface-hover'), background)],
    ['text on a surface (the recovery notice)', color('fg'), over(color('surface'), background)],
    ['error text', color('error'), background],
    ['the Installed tag', color('tag-fg'), color('tag-bg')],
    ['the primary button', color('on-accent'), color('accent')],
    ['the error snackbar', color('on-error'), color('error')],
  ]
  it.each(pairs)('%s reaches 4.5:1', (_name, text, back) => {
    expect(contrast(text, back)).toBeGreaterThanOrEqual(4.5)
  })
})
