import { element } from '../dom/element.js'
import { APPROVAL_TEXT } from './messages.js'
import { renderDetails, renderWarnings } from './render.js'
import { type ApprovalSummary, approvalHeading, printableText } from './summary.js'
import { browserVisibility, type VisibilityEnvironment, watchVisibility } from './visibility.js'

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
  /**
   * Shows the request (after any before it) and resolves on Approve; rejects with {@link UserRejectedError}.
   * `describe` builds the summary again, in the locale shown then: a locale change relabels the dialog with it.
   */
  ask(summary: ApprovalSummary, site: SiteInfo, describe?: () => ApprovalSummary): Promise<void>
  /**
   * The frame's locale changed (SYNC_LOCALE): the summaries are built again and the shown dialog is drawn anew
   * in the new words and direction. Approve waits again until the new dialog has been seen: a change of
   * language can move the buttons (right to left swaps them), and a click aimed at the old layout must not land
   * on Approve.
   */
  relocalize(): void
  /** Rejects the shown and queued requests (sign-out) and clears the page. */
  cancelAll(): void
  readonly pendingCount: number
}

export interface ApprovalUiOptions {
  /** Where the dialog goes (the body). */
  root?: HTMLElement
  /** How the dialog's visibility is watched; tests pass fake time and a fake observer. */
  visibility?: VisibilityEnvironment
}

interface Pending {
  summary: ApprovalSummary
  describe: (() => ApprovalSummary) | undefined
  site: SiteInfo
  resolve(): void
  reject(error: Error): void
}

const TITLE_ID = 'gw-approval-title'
const SITE_ID = 'gw-approval-site'
const WARNINGS_ID = 'gw-approval-warnings'

/**
 * Approve answers a pointer click or Space, never Enter: Enter is what a visitor typing in the page presses
 * without looking, so it is swallowed on the button (no synthesized click) and a click that follows it while
 * the key is down is ignored.
 */
function guardEnter(approve: HTMLButtonElement): () => boolean {
  let enterDown = false
  approve.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    enterDown = true
  })
  approve.addEventListener('keyup', (event) => {
    if (event.key === 'Enter') enterDown = false
  })
  approve.addEventListener('blur', () => {
    enterDown = false
  })
  return () => enterDown
}

/** The dialog for one request; every text goes in through textContent, so nothing a dapp sends is markup. */
function renderDialog(doc: Document, { summary, site }: Pending, settle: (approved: boolean) => void) {
  const dialog = element(doc, 'section', 'gw-approval')
  dialog.setAttribute('role', 'dialog')
  dialog.setAttribute('aria-modal', 'true')
  dialog.setAttribute('aria-labelledby', TITLE_ID)
  dialog.setAttribute('aria-describedby', summary.warnings?.length ? `${SITE_ID} ${WARNINGS_ID}` : SITE_ID)
  // The dialog itself takes the focus, never Approve: a key pressed by habit must not consent.
  dialog.tabIndex = -1

  const title = element(doc, 'h1', 'gw-title', approvalHeading(summary.kind))
  title.id = TITLE_ID
  const siteLine = element(doc, 'p', 'gw-site')
  siteLine.id = SITE_ID
  // The dapp's name is self-declared: hidden or direction-changing characters are shown escaped.
  if (site.name)
    siteLine.append(element(doc, 'span', 'gw-site-name', printableText(site.name.slice(0, 100)).text))
  siteLine.append(element(doc, 'span', 'gw-site-origin', site.origin ?? APPROVAL_TEXT.unknownSite))

  const reject = element(doc, 'button', 'gw-button gw-reject', APPROVAL_TEXT.reject)
  const approve = element(doc, 'button', 'gw-button gw-approve', APPROVAL_TEXT.approve)
  reject.type = 'button'
  approve.type = 'button'
  // Enabled by the visibility watch, after the dialog has been seen.
  approve.disabled = true
  const enterHeld = guardEnter(approve)
  reject.addEventListener('click', () => settle(false))
  approve.addEventListener('click', () => {
    if (!approve.disabled && !enterHeld()) settle(true)
  })
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') settle(false)
  })
  const actions = element(doc, 'div', 'gw-actions')
  actions.append(reject, approve)

  dialog.append(title, siteLine)
  if (summary.warnings?.length) dialog.append(renderWarnings(doc, summary.warnings, WARNINGS_ID))
  dialog.append(renderDetails(doc, summary.details), actions)
  return { dialog, approve }
}

/**
 * The frame's own approval dialog: the only place a signature or a transaction is consented to, on the frame's
 * origin, so a page embedding the frame cannot click it for the visitor or change what it shows. One request
 * at a time; the rest wait in order. Nothing is on the page when nothing is pending. Approve is enabled only
 * once the dialog has been visible for 500 ms without a break (visibility.ts), and never answers Enter.
 */
export function createApprovalUi(doc: Document, options: ApprovalUiOptions = {}): ApprovalUi {
  const root = options.root ?? doc.body
  const visibility = options.visibility ?? browserVisibility(doc)
  const queue: Pending[] = []
  let shown: HTMLElement | undefined
  let stopWatching: (() => void) | undefined
  // The app shows the frame (and focuses it) only once a request waits: the dialog takes the focus then,
  // since focusing it while the frame was hidden did nothing.
  doc.defaultView?.addEventListener('focus', () => {
    if (shown && (doc.activeElement === doc.body || doc.activeElement === null)) shown.focus()
  })

  // Draws the first request in the queue (anew, when it was already shown), or clears the page.
  function showNext() {
    stopWatching?.()
    stopWatching = undefined
    shown?.remove()
    shown = undefined
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
    root.append(dialog)
    dialog.focus()
    stopWatching = watchVisibility(
      dialog,
      (ready) => {
        approve.disabled = !ready
      },
      visibility,
    )
  }

  return {
    ask(summary, site, describe) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ summary, describe, site, resolve, reject })
        if (queue.length === 1) showNext()
      })
    },
    relocalize() {
      for (const pending of queue) {
        try {
          if (pending.describe) pending.summary = pending.describe()
        } catch {
          // Built once already from the same request: should it fail now, the words it had stay.
        }
      }
      if (shown) showNext()
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
