const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** The controls Tab reaches inside `container`, in document order. */
export function getFocusable(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [inert]'),
  )
}

/** The focused element, looking inside open shadow roots (the modal lives in one). */
export function deepActiveElement(doc: Document): HTMLElement | undefined {
  let active: Element | null = doc.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement && active !== doc.body ? active : undefined
}

/** The element focused within the tree `node` belongs to (its shadow root or its document). */
export function activeElementOf(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot
  return root.activeElement
}

/**
 * Keeps Tab and Shift+Tab inside `container` (a modal dialog): past the last control focus wraps
 * to the first, and back. Returns true when it moved focus itself.
 */
export function trapTab(container: HTMLElement, shiftKey: boolean): boolean {
  const focusable = getFocusable(container)
  const first = focusable[0]
  const last = focusable.at(-1)
  if (!first || !last) return true
  const active = activeElementOf(container)
  const inside = active !== null && container.contains(active)
  if (shiftKey && (!inside || active === first)) {
    last.focus()
    return true
  }
  if (!shiftKey && (!inside || active === last)) {
    first.focus()
    return true
  }
  return false
}
