import { adoptStyles, hasFallbackStyle } from './adopt.js'
import { BUTTON_CSS } from './button-css.js'

const MARKER = 'buttons'
const adoptedSheets = new WeakMap<Document, CSSStyleSheet>()

/**
 * Puts the buttons' stylesheet into `doc` once, however many buttons render (idempotent).
 * Runs from an effect, never at import time.
 */
export function ensureButtonStyles(doc: Document, nonce?: string): void {
  const sheet = adoptedSheets.get(doc)
  if (sheet && doc.adoptedStyleSheets.includes(sheet)) return
  if (hasFallbackStyle(doc, MARKER)) return
  const adopted = adoptStyles(doc, BUTTON_CSS, { marker: MARKER, nonce })
  if (adopted.sheet) adoptedSheets.set(doc, adopted.sheet)
}
