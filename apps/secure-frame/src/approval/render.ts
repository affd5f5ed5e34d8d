import { element } from '../dom/element.js'
import { APPROVAL_TEXT } from './messages.js'
import type { ApprovalDetail } from './summary.js'

/** The details as a description list; a detail with children holds a nested list (a call, a struct). */
export function renderDetails(
  doc: Document,
  details: readonly ApprovalDetail[],
  nested = false,
): HTMLDListElement {
  const list = element(doc, 'dl', nested ? 'gw-details gw-tree' : 'gw-details')
  for (const detail of details) {
    const value = element(doc, 'dd', detail.children ? 'gw-nested' : detail.code ? 'gw-code' : undefined)
    if (detail.children) value.append(renderDetails(doc, detail.children, true))
    else value.textContent = detail.value ?? ''
    list.append(element(doc, 'dt', undefined, detail.label), value)
  }
  return list
}

/** The warning block: announced on its own (role="alert"), titled, one item per warning. */
export function renderWarnings(doc: Document, warnings: readonly string[], id: string): HTMLElement {
  const block = element(doc, 'div', 'gw-warnings')
  block.id = id
  block.setAttribute('role', 'alert')
  const list = element(doc, 'ul', 'gw-warning-list')
  for (const warning of warnings) list.append(element(doc, 'li', undefined, warning))
  block.append(element(doc, 'p', 'gw-warnings-title', APPROVAL_TEXT.warningsTitle), list)
  return block
}
