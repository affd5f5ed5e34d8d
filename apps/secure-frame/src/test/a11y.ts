import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import axe from 'axe-core'
import { afterEach } from 'vitest'
import { applyTheme } from '../approval/ui.js'

/** The frame's stylesheets, read as text: happy-dom loads no CSS imports. */
export const APPROVAL_CSS = readFileSync(join(import.meta.dirname, '../approval/approval.css'), 'utf8')
export const RECOVERY_CSS = readFileSync(join(import.meta.dirname, '../recovery/recovery.css'), 'utf8')

/** The palette's two blocks in approval.css: the light default and the dark theme. */
export const THEME_SELECTORS = [':root {', ':root[data-theme="dark"] {'] as const

/** Call at the top of a test file: each test starts with an empty head and body. */
export function useEmptyDocument(): void {
  afterEach(() => {
    document.head.replaceChildren()
    document.body.replaceChildren()
  })
}

/** Sets up the page as the frame serves it (language, title, styles) in one theme. */
export function frameDocument(css: string, theme: 'light' | 'dark'): void {
  document.documentElement.lang = 'en'
  document.title = 'Gangway secure frame'
  const style = document.createElement('style')
  style.textContent = css
  document.head.append(style)
  applyTheme(document, theme)
}

/** What axe finds serious or critical in the document, as `rule: targets` lines. */
export async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document, { resultTypes: ['violations'] })
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** The `--gw-*` colours one palette block of `css` defines, by name without the prefix. */
export function palette(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(selector)
  const block = css.slice(start, css.indexOf('}', start))
  return Object.fromEntries([...block.matchAll(/--gw-([\w-]+):\s*(#[\da-f]{6})/gi)].map((m) => [m[1], m[2]]))
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}
