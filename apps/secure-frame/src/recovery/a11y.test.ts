// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { WrongRecoveryCodeError } from '../keys/recovery-code.js'
import { showRecoveryCode } from './code-dialog.js'
import { showRecoverWallet } from './recover-dialog.js'
import {
  APPROVAL_CSS,
  contrast,
  frameDocument,
  palette,
  RECOVERY_CSS,
  seriousViolations,
  THEME_SELECTORS,
  useEmptyDocument,
} from '../test/a11y.js'
import { showSetUpRecovery } from './set-up-dialog.js'

/**
 * axe over each recovery dialog, in both themes, as approval/a11y.test.ts checks the approval dialog: nothing
 * serious or critical. happy-dom has no layout, so axe cannot measure contrast here; the palette test below
 * checks the ratios of every colour pair the dialogs use.
 */

useEmptyDocument()

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Each dialog, in the state worth checking. */
const DIALOGS = {
  setUp: async () => void showSetUpRecovery(document),
  code: async () => void showRecoveryCode(document, '0ABC-DEFG-HJKM-NPQR-STVW-XYZ0-12X'),
  recover: async () =>
    void showRecoverWallet(document, { passkey: true, code: true, attempt: async () => {} }),
  recoverWithError: async () => {
    void showRecoverWallet(document, {
      passkey: true,
      code: true,
      attempt: async () => Promise.reject(new WrongRecoveryCodeError()),
    })
    const input = document.querySelector<HTMLInputElement>('input[type="text"]')!
    input.value = 'not it'
    input.form!.requestSubmit()
    await settle()
  },
} as const

describe('recovery dialogs accessibility (axe)', () => {
  it('the check can fail: an unlabelled text field is reported', async () => {
    document.body.append(document.createElement('input'))
    expect((await seriousViolations()).some((violation) => violation.startsWith('label'))).toBe(true)
  })

  const cases = (['light', 'dark'] as const).flatMap((theme) =>
    (Object.keys(DIALOGS) as (keyof typeof DIALOGS)[]).map((name) => [name, theme] as const),
  )

  it.each(cases)('%s, %s theme: nothing serious or critical', async (name, theme) => {
    frameDocument(`${APPROVAL_CSS}\n${RECOVERY_CSS}`, theme)
    await DIALOGS[name]()
    expect(document.querySelector('[role="dialog"]')).not.toBeNull()
    if (name === 'recoverWithError') {
      expect(document.querySelector('[role="alert"]')?.textContent).toBe(
        'That recovery code does not open this wallet',
      )
    }
    expect(await seriousViolations()).toEqual([])
  })
})

describe('recovery dialog colours (WCAG contrast)', () => {
  it('uses no colour of its own: only palette variables both themes define', () => {
    expect(RECOVERY_CSS).not.toMatch(/#[\da-f]{3,8}\b|rgb|hsl/i)
    const used = new Set([...RECOVERY_CSS.matchAll(/var\(--gw-([\w-]+)\)/g)].map((m) => m[1]!))
    expect(used.size).toBeGreaterThan(4)
    for (const selector of THEME_SELECTORS) {
      expect(Object.keys(palette(APPROVAL_CSS, selector))).toEqual(expect.arrayContaining([...used]))
    }
  })

  it.each(THEME_SELECTORS)('keeps the pairs it uses readable in %s', (selector) => {
    const c = palette(APPROVAL_CSS, selector)
    // Text, the hint and label, the error, the primary buttons: 4.5:1.
    expect(contrast(c.text!, c.bg!)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(c.muted!, c.bg!)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(c.error!, c.bg!)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(c['accent-text']!, c['accent-bg']!)).toBeGreaterThanOrEqual(4.5)
    // The field's and the secondary buttons' borders, the focus ring: 3:1 (WCAG 1.4.11).
    expect(contrast(c.border!, c.bg!)).toBeGreaterThanOrEqual(3)
    expect(contrast(c.focus!, c.bg!)).toBeGreaterThanOrEqual(3)
  })
})
