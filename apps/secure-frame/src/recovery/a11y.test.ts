// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { applyTheme } from '../approval/ui.js'
import { WrongRecoveryCodeError } from '../keys/recovery-code.js'
import { showRecoveryCode } from './code-dialog.js'
import { showRecoverWallet } from './recover-dialog.js'
import { showSetUpRecovery } from './set-up-dialog.js'

/**
 * axe over each recovery dialog, in both themes, as approval/a11y.test.ts checks the approval dialog: nothing
 * serious or critical. happy-dom has no layout, so axe cannot measure contrast here; the palette test below
 * checks the ratios of every colour pair the dialogs use.
 */

const here = import.meta.dirname
const approvalCss = readFileSync(join(here, '../approval/approval.css'), 'utf8')
const recoveryCss = readFileSync(join(here, 'recovery.css'), 'utf8')

afterEach(() => {
  document.head.replaceChildren()
  document.body.replaceChildren()
})

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document, { resultTypes: ['violations'] })
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

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
    document.documentElement.lang = 'en'
    document.title = 'Gangway secure frame'
    const style = document.createElement('style')
    style.textContent = `${approvalCss}\n${recoveryCss}`
    document.head.append(style)
    applyTheme(document, theme)
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
  const block = (selector: string) =>
    approvalCss.slice(approvalCss.indexOf(selector), approvalCss.indexOf('}', approvalCss.indexOf(selector)))
  const palette = (selector: string): Record<string, string> =>
    Object.fromEntries(
      [...block(selector).matchAll(/--gw-([\w-]+):\s*(#[\da-f]{6})/gi)].map((m) => [m[1], m[2]]),
    )
  function luminance(hex: string): number {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }) as [number, number, number]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
    return (hi + 0.05) / (lo + 0.05)
  }

  it('uses no colour of its own: only palette variables both themes define', () => {
    expect(recoveryCss).not.toMatch(/#[\da-f]{3,8}\b|rgb|hsl/i)
    const used = new Set([...recoveryCss.matchAll(/var\(--gw-([\w-]+)\)/g)].map((m) => m[1]!))
    expect(used.size).toBeGreaterThan(4)
    for (const selector of [':root {', ':root[data-theme="dark"] {']) {
      expect(Object.keys(palette(selector))).toEqual(expect.arrayContaining([...used]))
    }
  })

  it.each([':root {', ':root[data-theme="dark"] {'])('keeps the pairs it uses readable in %s', (selector) => {
    const c = palette(selector)
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
