import { describe, expect, it } from 'vitest'
import { BUTTON_CSS } from './button-css.js'
import { MODAL_CSS } from './modal-css.js'

describe('stylesheets', () => {
  it('SPEC §2: modal width 360px, font size 10px, border radius 4px, z-index 999 on the shadow host', () => {
    const host = MODAL_CSS.slice(
      MODAL_CSS.indexOf(':host'),
      MODAL_CSS.indexOf('}', MODAL_CSS.indexOf(':host')),
    )
    expect(host).toContain('--gw-modal-width: 360px;')
    expect(host).toContain('--gw-font-size-master: 10px;')
    expect(host).toContain('--gw-border-radius-master: 4px;')
    expect(host).toContain('--gw-z-index: 999;')
  })

  it('SPEC §2: header text 120 ms, modal height 150 ms, view transitions 150 ms; SPEC §9 shake 500 ms', () => {
    expect(MODAL_CSS).toContain('--gw-duration-header: 120ms;')
    expect(MODAL_CSS).toContain('--gw-duration-height: 150ms;')
    expect(MODAL_CSS).toContain('--gw-duration-view: 150ms;')
    expect(MODAL_CSS).toContain('--gw-duration-shake: 500ms;')
    expect(MODAL_CSS).toMatch(/\.gw-title \{[^}]*animation: gw-fade-in var\(--gw-duration-header\)/)
    expect(MODAL_CSS).toMatch(/\.gw-sizer \{[^}]*transition: height var\(--gw-duration-height\)/)
    expect(MODAL_CSS).toMatch(/\.gw-body \{[^}]*animation: gw-view-in var\(--gw-duration-view\)/)
    expect(MODAL_CSS).toMatch(/\.gw-shake \{[^}]*animation: gw-shake var\(--gw-duration-shake\)/)
  })

  it('switches every animation off under prefers-reduced-motion', () => {
    for (const css of [MODAL_CSS, BUTTON_CSS]) {
      expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{[^}]*animation: none !important;/)
    }
  })

  it('SPEC §2: dark by default, light on request', () => {
    expect(MODAL_CSS).toMatch(/\.gw-root \{[^}]*--gw-bg-base: #161616;/)
    expect(MODAL_CSS).toMatch(/\.gw-root\[data-theme='light'\] \{[^}]*--gw-bg-base: #ffffff;/)
  })

  it("the browser's own parts (scroll bars, inputs) follow the theme", () => {
    expect(MODAL_CSS).toMatch(/\.gw-root \{ color-scheme: dark;/)
    expect(MODAL_CSS).toMatch(/\.gw-root\[data-theme='light'\] \{ color-scheme: light;/)
  })

  it('loads nothing remote (ARCHITECTURE principle 8: no remote fonts)', () => {
    for (const css of [MODAL_CSS, BUTTON_CSS]) {
      expect(css).not.toMatch(/@import|@font-face|url\(/)
    }
  })

  it('keeps the button styles to gw- classes, since they live in the host page', () => {
    const selectors = BUTTON_CSS.replace(/@media[^{]*\{/g, '')
      .match(/^[^{}@\n][^{}]*(?=\{)/gm)
      ?.flatMap((group) => group.split(','))
      .map((selector) => selector.trim())
      .filter((selector) => selector && !/^(from|to|\d+%)/.test(selector))
    expect(selectors?.length).toBeGreaterThan(5)
    for (const selector of selectors ?? []) expect(selector).toMatch(/^\.gw-/)
  })
})
