import { APPROVAL_HEADINGS, type ApprovalSummary } from './summary.js'

/** EIP-1193's 4001: what a rejected approval throws, and the text the app shows. */
export class UserRejectedError extends Error {
  override name = 'UserRejectedError'
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
  }
}

/** Who is asking: the name the dapp gave (SYNC_DAPP_DATA, self-declared) and its verified origin. */
export interface SiteInfo {
  name?: string
  origin?: string
}

export interface ApprovalUi {
  /** Shows the request (after any before it) and resolves on Approve; rejects with {@link UserRejectedError}. */
  ask(summary: ApprovalSummary, site: SiteInfo): Promise<void>
  /** Rejects the shown and queued requests (sign-out) and clears the page. */
  cancelAll(): void
  readonly pendingCount: number
}

interface Pending {
  summary: ApprovalSummary
  site: SiteInfo
  resolve(): void
  reject(error: Error): void
}

const TITLE_ID = 'gw-approval-title'
const SITE_ID = 'gw-approval-site'

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag)
  if (className) node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

/** The dialog for one request; every text goes in through textContent, so nothing a dapp sends is markup. */
function renderDialog(doc: Document, { summary, site }: Pending, settle: (approved: boolean) => void) {
  const dialog = element(doc, 'section', 'gw-approval')
  dialog.setAttribute('role', 'dialog')
  dialog.setAttribute('aria-modal', 'true')
  dialog.setAttribute('aria-labelledby', TITLE_ID)
  dialog.setAttribute('aria-describedby', SITE_ID)

  const title = element(doc, 'h1', 'gw-title', APPROVAL_HEADINGS[summary.kind])
  title.id = TITLE_ID
  const siteLine = element(doc, 'p', 'gw-site')
  siteLine.id = SITE_ID
  if (site.name) siteLine.append(element(doc, 'span', 'gw-site-name', site.name.slice(0, 100)))
  siteLine.append(element(doc, 'span', 'gw-site-origin', site.origin ?? 'Unknown site'))

  const details = element(doc, 'dl', 'gw-details')
  for (const detail of summary.details) {
    details.append(
      element(doc, 'dt', undefined, detail.label),
      element(doc, 'dd', detail.code ? 'gw-code' : undefined, detail.value),
    )
  }

  const reject = element(doc, 'button', 'gw-button gw-reject', 'Reject')
  const approve = element(doc, 'button', 'gw-button gw-approve', 'Approve')
  reject.type = 'button'
  approve.type = 'button'
  reject.addEventListener('click', () => settle(false))
  approve.addEventListener('click', () => settle(true))
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') settle(false)
  })
  const actions = element(doc, 'div', 'gw-actions')
  actions.append(reject, approve)

  dialog.append(title, siteLine, details, actions)
  return { dialog, approve }
}

/**
 * The frame's own approval dialog: the only place a signature or a transaction is consented to, on the frame's
 * origin, so a page embedding the frame cannot click it for the visitor or change what it shows. One request
 * at a time; the rest wait in order. Nothing is on the page when nothing is pending.
 */
export function createApprovalUi(doc: Document, root: HTMLElement = doc.body): ApprovalUi {
  const queue: Pending[] = []
  let shown: HTMLElement | undefined
  let shownApprove: HTMLButtonElement | undefined
  // The app shows the frame (and focuses it) only once a request waits: the dialog's first control takes the
  // focus then, since focusing it while the frame was hidden did nothing.
  doc.defaultView?.addEventListener('focus', () => {
    if (shown && (doc.activeElement === doc.body || doc.activeElement === null)) shownApprove?.focus()
  })

  function showNext() {
    shown?.remove()
    shown = undefined
    shownApprove = undefined
    const current = queue[0]
    if (!current) return
    let settled = false
    const { dialog, approve } = renderDialog(doc, current, (approved) => {
      if (settled) return
      settled = true
      queue.shift()
      if (approved) current.resolve()
      else current.reject(new UserRejectedError())
      showNext()
    })
    shown = dialog
    shownApprove = approve
    root.append(dialog)
    approve.focus()
  }

  return {
    ask(summary, site) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ summary, site, resolve, reject })
        if (queue.length === 1) showNext()
      })
    },
    cancelAll() {
      const dropped = queue.splice(0)
      for (const pending of dropped) pending.reject(new UserRejectedError())
      showNext()
    },
    get pendingCount() {
      return queue.length
    },
  }
}

/** SYNC_THEME: the dialog's colours follow the app's mode (both palettes keep text at 4.5:1 or better). */
export function applyTheme(doc: Document, mode: 'light' | 'dark'): void {
  doc.documentElement.dataset.theme = mode
}
