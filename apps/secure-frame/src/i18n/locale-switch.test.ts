// @vitest-environment happy-dom
import type { Locale } from '@gangway/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LABEL } from '../approval/messages.js'
import type { ApprovalSummary } from '../approval/summary.js'
import { createApprovalUi } from '../approval/ui.js'
import type { VisibilityEnvironment } from '../approval/visibility.js'
import { relabelOpenDialogs } from '../recovery/dialog-shell.js'
import { showRecoverWallet } from '../recovery/recover-dialog.js'
import { applyFrameStrings } from './catalogue.js'
import { createLocaleSwitch } from './locale-switch.js'

// Small stand-in locale files: what matters here is that the open dialogs take whatever words are shown.
const FILES: Partial<Record<Locale, Record<string, string>>> = {
  de: {
    'APPROVAL_TEXT.approve': 'Genehmigen',
    'APPROVAL_TEXT.reject': 'Ablehnen',
    'APPROVAL_TEXT.headingSignature': 'Signaturanfrage',
    'LABEL.message': 'Nachricht',
    'RECOVERY_TEXT.recoverTitle': 'Wallet wiederherstellen',
    'RECOVERY_TEXT.cancel': 'Abbrechen',
  },
  ar: { 'APPROVAL_TEXT.approve': 'موافقة', 'RECOVERY_TEXT.cancel': 'إلغاء' },
  fr: { 'APPROVAL_TEXT.approve': 'Approuver' },
}
const load = async (locale: Locale) => ({ default: FILES[locale] ?? {} })

/** An IntersectionObserver the test drives: `show()` is the browser reporting the dialog visible. */
class FakeObserver {
  static last: FakeObserver | undefined
  constructor(private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    FakeObserver.last = this
  }
  observe() {}
  disconnect() {}
  show() {
    this.callback([{ isIntersecting: true, isVisible: true } as Partial<IntersectionObserverEntry>])
  }
}
const visibility: VisibilityEnvironment = {
  document,
  IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver,
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const buttons = () => [...document.querySelectorAll('button')]
const buttonNamed = (name: string) => buttons().find((node) => node.textContent === name)
/** The summary as a prepared action builds it: its label read from the catalogue each time. */
const messageSummary = (): ApprovalSummary => ({
  kind: 'signature',
  details: [{ label: LABEL.message, value: 'hello' }],
})

beforeEach(() => {
  FakeObserver.last = undefined
})

afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
  applyFrameStrings({})
  document.documentElement.lang = 'en'
  document.documentElement.dir = 'ltr'
})

describe('SYNC_LOCALE in the frame', () => {
  it('relabels the open approval dialog, its details too, and arms Approve again until it is seen', async () => {
    vi.useFakeTimers()
    const ui = createApprovalUi(document, { visibility })
    const switcher = createLocaleSwitch(document, 'en', () => ui.relocalize(), load)
    const answer = ui.ask(messageSummary(), { origin: 'https://app.example' }, messageSummary)
    FakeObserver.last?.show()
    vi.advanceTimersByTime(500)
    expect(buttonNamed('Approve')?.disabled).toBe(false)

    await switcher.set('de')
    expect(dialog()?.querySelector('h1')?.textContent).toBe('Signaturanfrage')
    expect(dialog()?.querySelector('dt')?.textContent).toBe('Nachricht')
    const approve = buttonNamed('Genehmigen')
    expect(buttonNamed('Approve')).toBeUndefined()
    // The host chose the moment of the change: a click aimed at the old layout must not consent.
    expect(approve?.disabled).toBe(true)
    approve?.click()
    expect(ui.pendingCount).toBe(1)
    expect(document.activeElement).toBe(dialog())

    FakeObserver.last?.show()
    vi.advanceTimersByTime(500)
    expect(approve?.disabled).toBe(false)
    approve?.click()
    await expect(answer).resolves.toBeUndefined()
  })

  it('relabels an open recovery dialog where it stands: the typed code, the focus and the error stay', async () => {
    const switcher = createLocaleSwitch(document, 'en', () => relabelOpenDialogs(document), load)
    void showRecoverWallet(document, { passkey: false, code: true, attempt: async () => undefined })
    const input = dialog()?.querySelector('input') as HTMLInputElement
    input.value = 'ABCD-EFGH'
    input.focus()

    await switcher.set('ar')
    expect(buttonNamed('إلغاء')).toBeDefined()
    expect(buttonNamed('Cancel')).toBeUndefined()
    expect(dialog()?.querySelector('input')).toBe(input)
    expect(input.value).toBe('ABCD-EFGH')
    expect(document.activeElement).toBe(input)
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl'])

    await switcher.set('de')
    expect(dialog()?.querySelector('h1')?.textContent).toBe('Wallet wiederherstellen')
    expect(buttonNamed('Abbrechen')).toBeDefined()
    expect(document.documentElement.dir).toBe('ltr')
  })

  it('keeps the last locale asked for when an earlier file arrives after it', async () => {
    let releaseGerman: (() => void) | undefined
    const slowGerman = async (locale: Locale) => {
      if (locale === 'de') await new Promise<void>((resolve) => (releaseGerman = resolve))
      return load(locale)
    }
    const shown = vi.fn()
    const switcher = createLocaleSwitch(document, 'en', shown, slowGerman)
    const german = switcher.set('de')
    await switcher.set('fr')
    releaseGerman?.()
    await german
    expect(document.documentElement.lang).toBe('fr')
    expect(shown).toHaveBeenCalledTimes(1)
  })

  it('goes back to English, and does nothing for the locale already shown', async () => {
    const shown = vi.fn()
    const switcher = createLocaleSwitch(document, 'en', shown, load)
    await switcher.set('en')
    expect(shown).not.toHaveBeenCalled()
    await switcher.set('de')
    await switcher.set('en')
    expect([document.documentElement.lang, shown.mock.calls.length]).toEqual(['en', 2])
    void showRecoverWallet(document, { passkey: false, code: true, attempt: async () => undefined })
    expect(buttonNamed('Cancel')).toBeDefined()
  })
})
