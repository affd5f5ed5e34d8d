import { element } from '../dom/element.js'

/** Where a dialog goes (the body by default); every dialog function takes these. */
export interface DialogOptions {
  root?: HTMLElement
  /** Closes the dialog as Escape does (sign-out, a story unmounting). */
  signal?: AbortSignal
}

export interface DialogShell {
  dialog: HTMLElement
  /** Removes the dialog, stops its listeners and gives the focus back to where it was. */
  close(): void
}

let counter = 0

/**
 * A dialog's words, each bound to the node that shows it, so a locale change (SYNC_LOCALE) relabels the open
 * dialog where it stands: what the visitor typed, ticked or focused stays as it was.
 */
export interface DialogLabels {
  /** Shows `read()` in `node` now and again after each locale change; binding a node again replaces its words. */
  text<T extends HTMLElement>(node: T, read: () => string): T
  /** Reads every bound text again (only the nodes whose words changed are written, so no live region repeats). */
  refresh(): void
}

export function createLabels(): DialogLabels {
  const bound = new Map<HTMLElement, () => string>()
  const show = (node: HTMLElement, read: () => string) => {
    const text = read()
    if (node.textContent !== text) node.textContent = text
  }
  return {
    text(node, read) {
      bound.set(node, read)
      show(node, read)
      return node
    },
    refresh() {
      for (const [node, read] of bound) show(node, read)
    },
  }
}

/** The relabel of each open dialog, per page. */
const openDialogs = new WeakMap<Document, Set<() => void>>()

/** SYNC_LOCALE: every open recovery dialog reads its words again, in the locale now shown. */
export function relabelOpenDialogs(doc: Document): void {
  for (const relabel of openDialogs.get(doc) ?? []) relabel()
}

export function button(
  doc: Document,
  labels: DialogLabels,
  read: () => string,
  variant: 'primary' | 'secondary',
): HTMLButtonElement {
  const node = labels.text(element(doc, 'button', `gw-recovery-button gw-recovery-${variant}`), read)
  node.type = 'button'
  return node
}

/** A fresh id per dialog, so two dialogs on one page (a story page) never share one. */
export const uniqueId = (name: string) => `gw-recovery-${name}-${++counter}`

function focusables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>('button, input, textarea, [tabindex="0"]')].filter(
    (node) => !(node as HTMLButtonElement).disabled && !node.hidden,
  )
}

/**
 * A modal dialog: `role="dialog"`, labelled by its heading and described by its text; Tab and Shift+Tab stay
 * inside; Escape (and `signal`'s abort) calls `onEscape`; focus that wanders out (a click on the page) comes back. The dialog itself
 * takes the focus when it opens, so a key pressed by habit chooses nothing.
 */
export function openDialog(
  doc: Document,
  parts: { title: () => string; body: HTMLElement; labels: DialogLabels; onEscape(): void },
  options: DialogOptions = {},
): DialogShell {
  const root = options.root ?? doc.body
  const previous = doc.activeElement as HTMLElement | null
  const dialog = element(doc, 'section', 'gw-recovery')
  const titleId = uniqueId('title')
  const bodyId = uniqueId('body')
  dialog.setAttribute('role', 'dialog')
  dialog.setAttribute('aria-modal', 'true')
  dialog.setAttribute('aria-labelledby', titleId)
  dialog.setAttribute('aria-describedby', bodyId)
  dialog.tabIndex = -1
  const title = parts.labels.text(element(doc, 'h1', 'gw-recovery-title'), parts.title)
  title.id = titleId
  parts.body.id = bodyId
  dialog.append(title, parts.body)

  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      parts.onEscape()
      return
    }
    if (event.key !== 'Tab') return
    const list = focusables(dialog)
    const first = list[0]
    const last = list.at(-1)
    const active = doc.activeElement
    if (!first || !last) {
      event.preventDefault()
    } else if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  })
  // Focus that lands in another modal dialog (the approval dialog) is left there, so two never pull at it.
  const keepFocus = (event: FocusEvent) => {
    const target = event.target
    if (!(target instanceof Element) || dialog.contains(target)) return
    if (!target.closest('[aria-modal="true"]')) dialog.focus()
  }
  doc.addEventListener('focusin', keepFocus)
  // Later, never inside this call: the caller's handler needs the shell this returns.
  if (options.signal?.aborted) queueMicrotask(parts.onEscape)
  else options.signal?.addEventListener('abort', () => parts.onEscape(), { once: true })

  const relabel = () => parts.labels.refresh()
  const open = openDialogs.get(doc) ?? new Set<() => void>()
  openDialogs.set(doc, open)
  open.add(relabel)

  root.append(dialog)
  dialog.focus()
  return {
    dialog,
    close() {
      open.delete(relabel)
      doc.removeEventListener('focusin', keepFocus)
      dialog.remove()
      if (previous && previous !== doc.body && previous.isConnected) previous.focus()
    },
  }
}

export interface AnsweredDialog<T> {
  dialog: HTMLElement
  /** The visitor's answer: the first one closes the dialog and resolves; any later one is ignored. */
  answer(value: T): void
  readonly answered: boolean
}

/** `openDialog` for a dialog that asks one question: Escape (or `signal`) answers `escape`. */
export function openAnsweredDialog<T>(
  doc: Document,
  parts: { title: () => string; body: HTMLElement; labels: DialogLabels; escape: T },
  options: DialogOptions,
  resolve: (value: T) => void,
): AnsweredDialog<T> {
  let answered = false
  const shell = openDialog(
    doc,
    { title: parts.title, body: parts.body, labels: parts.labels, onEscape: () => answer(parts.escape) },
    options,
  )
  function answer(value: T) {
    if (answered) return
    answered = true
    shell.close()
    resolve(value)
  }
  return {
    dialog: shell.dialog,
    answer,
    get answered() {
      return answered
    },
  }
}

/** A text block of the dialog (its description). */
export function paragraph(doc: Document, labels: DialogLabels, read: () => string): HTMLParagraphElement {
  return labels.text(element(doc, 'p', 'gw-recovery-text'), read)
}

/** The dialog's buttons, in a row that stays in view. */
export function actions(doc: Document, ...buttons: HTMLElement[]): HTMLDivElement {
  const row = element(doc, 'div', 'gw-recovery-actions')
  row.append(...buttons)
  return row
}
