// @vitest-environment happy-dom
import { stringToHex } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { personalMessageText } from '../rpc/evm.js'
import { APPROVAL_CSS, contrast, palette, THEME_SELECTORS } from '../test/a11y.js'
import { APPROVAL_FIXTURES } from './fixtures/index.js'
import type { ApprovalSummary } from './summary.js'
import { applyTheme, createApprovalUi, UserRejectedError } from './ui.js'
import type { VisibilityEnvironment } from './visibility.js'

/** An IntersectionObserver the test drives: `show(true)` is the browser reporting the dialog visible. */
class FakeObserver {
  static last: FakeObserver | undefined
  static options: IntersectionObserverInit | undefined
  disconnected = false
  constructor(
    private readonly callback: (
      entries: Partial<IntersectionObserverEntry & { isVisible: boolean }>[],
    ) => void,
    options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this
    FakeObserver.options = options
  }
  observe() {}
  disconnect() {
    this.disconnected = true
  }
  show(visible: boolean, { v2 = true } = {}) {
    this.callback([v2 ? { isVisible: visible, isIntersecting: true } : { isIntersecting: visible }])
  }
}

const visibility = (): VisibilityEnvironment => ({
  document,
  IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver,
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
})
const newUi = () => createApprovalUi(document, { visibility: visibility() })

/** The browser reports the dialog visible, and `ms` pass. */
function seenFor(ms = 500) {
  FakeObserver.last?.show(true)
  vi.advanceTimersByTime(ms)
}

/** Settled or not, without waiting on a promise that may never settle. */
async function state(promise: Promise<unknown>): Promise<'pending' | 'approved' | 'rejected'> {
  let result: 'pending' | 'approved' | 'rejected' = 'pending'
  promise.then(
    () => {
      result = 'approved'
    },
    () => {
      result = 'rejected'
    },
  )
  await Promise.resolve()
  await Promise.resolve()
  return result
}

const SITE = { name: 'Demo Dapp', origin: 'https://app.example' }

function signature(text: string): ApprovalSummary {
  const shown = personalMessageText(stringToHex(text))
  return { kind: 'signature', details: [{ label: 'Message', value: shown.text, code: shown.code }] }
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (element) => element.textContent === name,
  ) as HTMLButtonElement

beforeEach(() => {
  vi.useFakeTimers()
  FakeObserver.last = undefined
})

afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

describe('approval dialog', () => {
  it('shows nothing while nothing is pending', () => {
    newUi()
    expect(document.body.children).toHaveLength(0)
  })

  it('shows the heading, the site, the decoded message, and resolves on Approve', async () => {
    const ui = newUi()
    const answer = ui.ask(signature('Sign in to Gangway'), SITE)
    const shown = dialog()
    expect(shown).not.toBeNull()
    const title = document.getElementById(shown?.getAttribute('aria-labelledby') ?? '')
    expect(title?.tagName).toBe('H1')
    expect(title?.textContent).toBe('Signature request')
    expect(shown?.getAttribute('aria-modal')).toBe('true')
    expect(shown?.textContent).toContain('Demo Dapp')
    expect(shown?.textContent).toContain('https://app.example')
    expect(shown?.querySelector('dd')?.textContent).toBe('Sign in to Gangway')
    // The dialog has the focus, not Approve.
    expect(document.activeElement).toBe(shown)
    expect(button('Reject').type).toBe('button')

    seenFor()
    button('Approve').click()
    await expect(answer).resolves.toBeUndefined()
    expect(dialog()).toBeNull()
  })

  it('rejects with "User rejected the request." on Reject and on Escape', async () => {
    const ui = newUi()
    const first = ui.ask(signature('one'), SITE)
    button('Reject').click()
    await expect(first).rejects.toThrow('User rejected the request.')
    await expect(first).rejects.toBeInstanceOf(UserRejectedError)

    const second = ui.ask(signature('two'), SITE)
    dialog()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await expect(second).rejects.toThrow('User rejected the request.')
  })

  it('shows one request at a time, in order', async () => {
    const ui = newUi()
    const transaction: ApprovalSummary = {
      kind: 'transaction',
      details: [{ label: 'Value', value: '1 ETH' }],
    }
    const first = ui.ask(signature('first'), SITE)
    const second = ui.ask(transaction, SITE)
    expect(ui.pendingCount).toBe(2)
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1)
    expect(dialog()?.textContent).toContain('first')

    seenFor()
    button('Approve').click()
    await first
    expect(dialog()?.querySelector('h1')?.textContent).toBe('Approve transaction')
    expect(dialog()?.textContent).toContain('1 ETH')
    expect(document.activeElement).toBe(dialog())
    // The next request waits its own 500 ms.
    expect(button('Approve').disabled).toBe(true)
    button('Reject').click()
    await expect(second).rejects.toThrow(UserRejectedError)
    expect(ui.pendingCount).toBe(0)
    expect(dialog()).toBeNull()
  })

  it('counts a double click once', async () => {
    const ui = newUi()
    const first = ui.ask(signature('first'), SITE)
    const approve = button('Approve')
    const second = ui.ask(signature('second'), SITE)
    seenFor()
    approve.click()
    approve.click()
    await first
    expect(ui.pendingCount).toBe(1)
    expect(dialog()?.textContent).toContain('second')
    ui.cancelAll()
    await expect(second).rejects.toThrow(UserRejectedError)
  })

  it('renders what a dapp sends as text, never as markup', () => {
    const ui = newUi()
    void ui
      .ask(signature('<img src=x onerror=alert(1)>'), { name: '<b>Evil</b>', origin: SITE.origin })
      .catch(() => {})
    expect(document.querySelector('img, b')).toBeNull()
    expect(dialog()?.textContent).toContain('<img src=x onerror=alert(1)>')
    ui.cancelAll()
    // A self-declared name cannot hide characters that reorder what it reads as.
    void ui.ask(signature('x'), { name: 'Uniswap\u202Eevil', origin: SITE.origin }).catch(() => {})
    expect(document.querySelector('.gw-site-name')?.textContent).toBe('Uniswap\\u202eevil')
    ui.cancelAll()
  })

  it('shows an unknown site when the origin is missing, and hex for bytes that are not text', () => {
    const ui = newUi()
    void ui
      .ask({ kind: 'signature', details: [{ label: 'Message', value: '0x00ff', code: true }] }, {})
      .catch(() => {})
    expect(dialog()?.textContent).toContain('Unknown site')
    expect(dialog()?.querySelector('dd')?.className).toBe('gw-code')
    ui.cancelAll()
  })

  it('follows the app theme', () => {
    applyTheme(document, 'dark')
    expect(document.documentElement.dataset.theme).toBe('dark')
    applyTheme(document, 'light')
    expect(document.documentElement.dataset.theme).toBe('light')
  })
})

describe('Approve needs the dialog seen, a pointer or Space, never Enter', () => {
  it('ignores a click before the dialog has been visible for 500 ms, and takes one after', async () => {
    const ui = newUi()
    const answer = ui.ask(APPROVAL_FIXTURES.unlimitedApprove, SITE)
    button('Approve').click()
    expect(await state(answer)).toBe('pending')
    FakeObserver.last?.show(true)
    vi.advanceTimersByTime(499)
    button('Approve').click()
    expect(await state(answer)).toBe('pending')
    vi.advanceTimersByTime(1)
    expect(button('Approve').disabled).toBe(false)
    button('Approve').click()
    expect(await state(answer)).toBe('approved')
  })

  it('asks IntersectionObserver v2 to track visibility, and stops watching once answered', () => {
    const ui = newUi()
    void ui.ask(APPROVAL_FIXTURES.erc20Transfer, SITE).catch(() => {})
    expect(FakeObserver.options).toMatchObject({ trackVisibility: true, delay: 100 })
    const observer = FakeObserver.last
    button('Reject').click()
    expect(observer?.disconnected).toBe(true)
  })

  it('starts the 500 ms again when the dialog is covered, and disables Approve at once', async () => {
    const ui = newUi()
    const answer = ui.ask(APPROVAL_FIXTURES.setApprovalForAll, SITE)
    seenFor(400)
    FakeObserver.last?.show(false)
    seenFor(400)
    button('Approve').click()
    expect(await state(answer)).toBe('pending')
    vi.advanceTimersByTime(100)
    expect(button('Approve').disabled).toBe(false)
    // Covered again (v2 reports isVisible false while the page puts something over the frame).
    FakeObserver.last?.show(false)
    expect(button('Approve').disabled).toBe(true)
    button('Approve').click()
    expect(await state(answer)).toBe('pending')
    ui.cancelAll()
  })

  it('counts a hidden page as not visible, and falls back to isIntersecting without v2', async () => {
    const ui = newUi()
    const answer = ui.ask(APPROVAL_FIXTURES.erc20Transfer, SITE)
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    FakeObserver.last?.show(true, { v2: false })
    vi.advanceTimersByTime(1_000)
    expect(button('Approve').disabled).toBe(true)
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    vi.advanceTimersByTime(500)
    button('Approve').click()
    expect(await state(answer)).toBe('approved')
  })

  it('uses the page visibility alone where there is no IntersectionObserver', async () => {
    const ui = createApprovalUi(document, {
      visibility: { ...visibility(), IntersectionObserver: undefined },
    })
    const answer = ui.ask(APPROVAL_FIXTURES.erc20Transfer, SITE)
    button('Approve').click()
    expect(await state(answer)).toBe('pending')
    vi.advanceTimersByTime(500)
    button('Approve').click()
    expect(await state(answer)).toBe('approved')
  })

  it('does not approve on Enter, even on a focused, enabled Approve; Space and a click do', async () => {
    const ui = newUi()
    const answer = ui.ask(APPROVAL_FIXTURES.permit2, SITE)
    seenFor()
    const approve = button('Approve')
    approve.focus()
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })
    approve.dispatchEvent(enter)
    // No synthesized click in a browser; and the click a browser would send while Enter is down is ignored.
    expect(enter.defaultPrevented).toBe(true)
    approve.click()
    expect(await state(answer)).toBe('pending')
    approve.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true }))
    // Enter on the dialog itself does nothing either.
    dialog()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }))
    expect(await state(answer)).toBe('pending')
    // Space activates a button with a click on key-up: that approves.
    approve.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }))
    approve.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true }))
    approve.click()
    expect(await state(answer)).toBe('approved')
  })
})

describe('what the dialog shows', () => {
  it('puts warnings first, in an alert the dialog is described by', () => {
    const ui = newUi()
    void ui.ask(APPROVAL_FIXTURES.unlimitedApprove, SITE).catch(() => {})
    const alert = document.querySelector('[role="alert"]')
    expect(alert?.textContent).toContain('Unlimited approval')
    expect(dialog()?.getAttribute('aria-describedby')?.split(' ')).toContain(alert?.id)
    // Before the details.
    expect(alert?.compareDocumentPosition(document.querySelector('dl') as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
    ui.cancelAll()
  })

  it('shows no warning block when there is nothing to warn about', () => {
    const ui = newUi()
    void ui.ask(APPROVAL_FIXTURES.erc20Transfer, SITE).catch(() => {})
    expect(document.querySelector('[role="alert"]')).toBeNull()
    expect(dialog()?.getAttribute('aria-describedby')).toBe('gw-approval-site')
    ui.cancelAll()
  })

  it('nests calls and structs as lists inside their item, addresses in monospace', () => {
    const ui = newUi()
    void ui.ask(APPROVAL_FIXTURES.sendCallsBundle, SITE).catch(() => {})
    const nested = document.querySelectorAll('dd > dl.gw-tree')
    expect(nested).toHaveLength(3)
    const firstCall = nested[0] as HTMLElement
    expect(firstCall.querySelector('dd.gw-code')?.textContent).toMatch(/^0x[\da-fA-F]{40}$/)
    ui.cancelAll()
  })
})

describe('approval dialog colours (WCAG contrast)', () => {
  it.each(THEME_SELECTORS)('keeps text at 4.5:1 or more in %s', (selector) => {
    const colours = palette(APPROVAL_CSS, selector)
    expect(Object.keys(colours)).toEqual(
      expect.arrayContaining(['bg', 'text', 'muted', 'accent-bg', 'accent-text', 'error']),
    )
    // The warnings: error-coloured text on the dialog's background.
    expect(contrast(colours.error!, colours.bg!)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(colours.text!, colours.bg!)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(colours.muted!, colours.bg!)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(colours['accent-text']!, colours['accent-bg']!)).toBeGreaterThanOrEqual(4.5)
    // Non-text: the Reject border and the focus ring against the background (WCAG 1.4.11, 3:1).
    expect(contrast(colours.border!, colours.bg!)).toBeGreaterThanOrEqual(3)
    expect(contrast(colours.focus!, colours.bg!)).toBeGreaterThanOrEqual(3)
  })
})
