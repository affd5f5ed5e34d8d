export type StyleRoot = Document | ShadowRoot

export interface AdoptStylesOptions {
  /** Marks the fallback `<style>` element (`data-gangway-<marker>`), so it is found again. */
  marker: string
  /** `options.cspNonce`: only needed by the `<style>` fallback. */
  nonce?: string
}

export interface AdoptedStyles {
  /** The adopted sheet; undefined when the `<style>` fallback was used. */
  sheet?: CSSStyleSheet
  remove(): void
}

function isDocument(root: StyleRoot): root is Document {
  return root.nodeType === 9
}

/** Constructable stylesheets need no `'unsafe-inline'` under a strict CSP (ARCHITECTURE principle 8). */
export function supportsAdoptedStyleSheets(root: StyleRoot): boolean {
  const view = (isDocument(root) ? root : root.ownerDocument).defaultView
  const Sheet = view?.CSSStyleSheet
  return (
    Array.isArray(root.adoptedStyleSheets) && typeof Sheet === 'function' && 'replaceSync' in Sheet.prototype
  )
}

/**
 * Puts `css` into `root`: as an adopted constructable stylesheet where the browser has them, else
 * as a `<style>` element carrying the host's CSP nonce.
 */
export function adoptStyles(root: StyleRoot, css: string, options: AdoptStylesOptions): AdoptedStyles {
  const doc = isDocument(root) ? root : root.ownerDocument
  if (supportsAdoptedStyleSheets(root)) {
    const Sheet = doc.defaultView!.CSSStyleSheet
    const sheet = new Sheet()
    sheet.replaceSync(css)
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    const remove = () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet)
    }
    return { sheet, remove }
  }
  const style = doc.createElement('style')
  style.setAttribute(`data-gangway-${options.marker}`, '')
  if (options.nonce) style.setAttribute('nonce', options.nonce)
  style.textContent = css
  ;(isDocument(root) ? root.head : root).append(style)
  return { remove: () => style.remove() }
}

/** Whether `adoptStyles` already put the stylesheet marked `marker` into `root`. */
export function hasFallbackStyle(root: StyleRoot, marker: string): boolean {
  return root.querySelector(`style[data-gangway-${marker}]`) !== null
}
