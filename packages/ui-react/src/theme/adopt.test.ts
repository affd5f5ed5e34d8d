import { afterEach, describe, expect, it } from 'vitest'
import { adoptStyles, supportsAdoptedStyleSheets } from './adopt.js'
import { ensureButtonStyles } from './button-styles.js'

function shadowRoot(): ShadowRoot {
  const host = document.createElement('div')
  document.body.append(host)
  return host.attachShadow({ mode: 'open' })
}

/** A browser without constructable stylesheets, for this root. */
function withoutAdoptedStyleSheets<T extends Document | ShadowRoot>(root: T): T {
  Object.defineProperty(root, 'adoptedStyleSheets', { value: undefined, configurable: true })
  return root
}

describe('adoptStyles', () => {
  it('ARCHITECTURE principle 8: uses a constructable stylesheet where the browser has them', () => {
    const root = shadowRoot()
    expect(supportsAdoptedStyleSheets(root)).toBe(true)
    const adopted = adoptStyles(root, '.gw-x { color: red; }', { marker: 'test', nonce: 'abc' })
    expect(root.adoptedStyleSheets).toEqual([adopted.sheet])
    expect(root.querySelector('style')).toBeNull()
    adopted.remove()
    expect(root.adoptedStyleSheets).toEqual([])
  })

  it('falls back to a <style> element carrying the CSP nonce', () => {
    const root = withoutAdoptedStyleSheets(shadowRoot())
    const adopted = adoptStyles(root, '.gw-x { color: red; }', { marker: 'test', nonce: 'n0nce' })
    const style = root.querySelector('style[data-gangway-test]')
    expect(style?.getAttribute('nonce')).toBe('n0nce')
    expect(style?.textContent).toBe('.gw-x { color: red; }')
    adopted.remove()
    expect(root.querySelector('style')).toBeNull()
  })
})

describe('ensureButtonStyles', () => {
  const original = [...document.adoptedStyleSheets]
  afterEach(() => {
    document.adoptedStyleSheets = original
    for (const style of document.head.querySelectorAll('style')) style.remove()
  })

  it('adds the stylesheet to the document once, however often it is called', () => {
    const before = document.adoptedStyleSheets.length
    ensureButtonStyles(document)
    ensureButtonStyles(document)
    expect(document.adoptedStyleSheets).toHaveLength(before + 1)
  })

  it('adds one <style> with the nonce when constructable stylesheets are missing', () => {
    const doc = withoutAdoptedStyleSheets(document.implementation.createHTMLDocument('buttons'))
    ensureButtonStyles(doc, 'n0nce')
    ensureButtonStyles(doc, 'n0nce')
    const styles = doc.head.querySelectorAll('style[data-gangway-buttons]')
    expect(styles).toHaveLength(1)
    expect(styles[0]?.getAttribute('nonce')).toBe('n0nce')
  })
})
