// @vitest-environment happy-dom
import { SUPPORTED_LOCALES } from '@gangway/common'
import { afterEach, describe, expect, it } from 'vitest'
import { APPROVAL_TEXT, LABEL } from '../approval/messages.js'
import { createApprovalUi } from '../approval/ui.js'
import type { VisibilityEnvironment } from '../approval/visibility.js'
import { RecoveryCodeFormatError, RecoveryCodeTypoError } from '../keys/recovery-code.js'
import { recoveryErrorText } from '../recovery/error-text.js'
import { RECOVERY_ERROR, RECOVERY_TEXT } from '../recovery/messages.js'
import { applyFrameLocale } from './apply-locale.js'
import { applyFrameStrings, englishFrameStrings } from './catalogue.js'
import { FRAME_LOCALE_LOADERS } from './locale-loaders.js'

const ENGLISH = englishFrameStrings()
// The dialog's visibility check, idle: this test reads the dialog, it does not approve.
const noObserver: Omit<VisibilityEnvironment, 'document'> = {
  IntersectionObserver: class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver,
  setTimeout: () => 0,
  clearTimeout: () => undefined,
}
const TRANSLATED = SUPPORTED_LOCALES.filter((locale) => locale !== 'en')
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name)

afterEach(() => {
  applyFrameStrings({})
  document.documentElement.lang = 'en'
  document.documentElement.dir = 'ltr'
})

describe('applyFrameLocale', () => {
  it('puts the locale words in place, right to left for Arabic, and leaves a missing key in English', async () => {
    await applyFrameLocale(document, 'ar', async () => ({
      default: {
        'APPROVAL_TEXT.approve': 'موافقة',
        'LABEL.to': 'إلى',
        'LABEL.nope': 'x',
        'RECOVERY_TEXT.done': 7,
      },
    }))
    expect([APPROVAL_TEXT.approve, LABEL.to]).toEqual(['موافقة', 'إلى'])
    expect([APPROVAL_TEXT.reject, RECOVERY_TEXT.done]).toEqual(['Reject', 'Done'])
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl'])
  })

  it("words a recovery code's problems in the locale, with what to fix filled in", async () => {
    await applyFrameLocale(document, 'de', async () => ({
      default: { 'RECOVERY_ERROR.codeUnknownChar': 'Ein Wiederherstellungscode enthält kein „{char}“' },
    }))
    expect(recoveryErrorText(new RecoveryCodeFormatError('x', { char: 'U' }))).toBe(
      'Ein Wiederherstellungscode enthält kein „U“',
    )
    expect(recoveryErrorText(new RecoveryCodeTypoError())).toBe(RECOVERY_ERROR.codeTypo)
  })

  it('stays in English, left to right, when the locale file cannot load', async () => {
    await applyFrameLocale(document, 'he', () => Promise.reject(new Error('offline')))
    expect(APPROVAL_TEXT.approve).toBe('Approve')
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en', 'ltr'])
  })

  it('shows the approval dialog in Arabic with the real file', async () => {
    await applyFrameLocale(document, 'ar')
    const ui = createApprovalUi(document, { visibility: { ...noObserver, document } })
    void ui
      .ask({ kind: 'signature', details: [{ label: LABEL.message, value: 'hello' }] }, {})
      .catch(() => undefined)
    const dialog = document.querySelector('[role="dialog"]')
    expect(dialog?.querySelector('h1')?.textContent).toMatch(/[\u0600-\u06ff]/)
    const buttons = [...(dialog?.querySelectorAll('button') ?? [])].map((button) => button.textContent)
    expect(buttons).not.toContain('Approve')
    expect(buttons.every((text) => /[\u0600-\u06ff]/.test(text ?? ''))).toBe(true)
    ui.cancelAll()
  })
})

describe.each(TRANSLATED)('locales/%s.json (frame)', (locale) => {
  it('has exactly the English keys, and keeps every placeholder', async () => {
    const { default: data } = await FRAME_LOCALE_LOADERS[locale]()
    const strings = data as Record<string, unknown>
    const missing = Object.keys(ENGLISH).filter(
      (key) => typeof strings[key] !== 'string' || strings[key] === '',
    )
    const extra = Object.keys(strings).filter((key) => !Object.hasOwn(ENGLISH, key))
    const lostPlaceholders = Object.entries(ENGLISH).flatMap(([key, english]) => {
      const translated = strings[key]
      if (typeof translated !== 'string') return []
      const lost = placeholders(english).filter((name) => !placeholders(translated).includes(name))
      return lost.length > 0 ? [`${key}: {${lost.join('}, {')}}`] : []
    })
    expect(
      { missing, extra, lostPlaceholders },
      `${locale}: missing ${missing.join(', ') || 'none'}; extra ${extra.join(', ') || 'none'}`,
    ).toEqual({ missing: [], extra: [], lostPlaceholders: [] })
  })
})
