// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { stringToHex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { personalMessageText } from '../rpc/evm.js'
import type { ApprovalSummary } from './summary.js'
import { applyTheme, createApprovalUi, UserRejectedError } from './ui.js'

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

afterEach(() => {
  document.body.replaceChildren()
})

describe('approval dialog', () => {
  it('shows nothing while nothing is pending', () => {
    createApprovalUi(document)
    expect(document.body.children).toHaveLength(0)
  })

  it('shows the heading, the site, the decoded message, and resolves on Approve', async () => {
    const ui = createApprovalUi(document)
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
    expect(document.activeElement).toBe(button('Approve'))
    expect(button('Reject').type).toBe('button')

    button('Approve').click()
    await expect(answer).resolves.toBeUndefined()
    expect(dialog()).toBeNull()
  })

  it('rejects with "User rejected the request." on Reject and on Escape', async () => {
    const ui = createApprovalUi(document)
    const first = ui.ask(signature('one'), SITE)
    button('Reject').click()
    await expect(first).rejects.toThrow('User rejected the request.')
    await expect(first).rejects.toBeInstanceOf(UserRejectedError)

    const second = ui.ask(signature('two'), SITE)
    dialog()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await expect(second).rejects.toThrow('User rejected the request.')
  })

  it('shows one request at a time, in order', async () => {
    const ui = createApprovalUi(document)
    const transaction: ApprovalSummary = {
      kind: 'transaction',
      details: [{ label: 'Value', value: '1 ETH' }],
    }
    const first = ui.ask(signature('first'), SITE)
    const second = ui.ask(transaction, SITE)
    expect(ui.pendingCount).toBe(2)
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1)
    expect(dialog()?.textContent).toContain('first')

    button('Approve').click()
    await first
    expect(dialog()?.querySelector('h1')?.textContent).toBe('Approve transaction')
    expect(dialog()?.textContent).toContain('1 ETH')
    expect(document.activeElement).toBe(button('Approve'))
    button('Reject').click()
    await expect(second).rejects.toThrow(UserRejectedError)
    expect(ui.pendingCount).toBe(0)
    expect(dialog()).toBeNull()
  })

  it('counts a double click once', async () => {
    const ui = createApprovalUi(document)
    const first = ui.ask(signature('first'), SITE)
    const approve = button('Approve')
    const second = ui.ask(signature('second'), SITE)
    approve.click()
    approve.click()
    await first
    expect(ui.pendingCount).toBe(1)
    expect(dialog()?.textContent).toContain('second')
    ui.cancelAll()
    await expect(second).rejects.toThrow(UserRejectedError)
  })

  it('renders what a dapp sends as text, never as markup', () => {
    const ui = createApprovalUi(document)
    void ui
      .ask(signature('<img src=x onerror=alert(1)>'), { name: '<b>Evil</b>', origin: SITE.origin })
      .catch(() => {})
    expect(document.querySelector('img, b')).toBeNull()
    expect(dialog()?.textContent).toContain('<img src=x onerror=alert(1)>')
    ui.cancelAll()
  })

  it('shows an unknown site when the origin is missing, and hex for bytes that are not text', () => {
    const ui = createApprovalUi(document)
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

describe('approval dialog colours (WCAG contrast)', () => {
  const css = readFileSync(join(import.meta.dirname, 'approval.css'), 'utf8')
  const block = (selector: string) =>
    css.slice(css.indexOf(selector), css.indexOf('}', css.indexOf(selector)))
  const palette = (selector: string) =>
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

  it.each([':root {', ':root[data-theme="dark"] {'])('keeps text at 4.5:1 or more in %s', (selector) => {
    const colours = palette(selector)
    expect(Object.keys(colours)).toEqual(
      expect.arrayContaining(['bg', 'text', 'muted', 'accent-bg', 'accent-text']),
    )
    expect(contrast(colours.text!, colours.bg!)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(colours.muted!, colours.bg!)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(colours['accent-text']!, colours['accent-bg']!)).toBeGreaterThanOrEqual(4.5)
    // Non-text: the Reject border and the focus ring against the background (WCAG 1.4.11, 3:1).
    expect(contrast(colours.border!, colours.bg!)).toBeGreaterThanOrEqual(3)
    expect(contrast(colours.focus!, colours.bg!)).toBeGreaterThanOrEqual(3)
  })
})
