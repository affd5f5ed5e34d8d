import { describe, expect, it } from 'vitest'
import { ACCOUNT_TABS_CSS } from './account-tabs-css.js'
import { BUTTON_CSS } from './button-css.js'
import { FORM_CSS } from './form-css.js'
import { MODAL_CSS } from './modal-css.js'
import { ONRAMP_CSS } from './onramp-css.js'
import { RECOVERY_CSS } from './recovery-css.js'
import { SEND_CSS } from './send-css.js'
import { SWAP_CSS } from './swap-css.js'

/** The lazy parts' stylesheets, adopted into the modal's shadow root when a part first renders. */
const PART_SHEETS = { ACCOUNT_TABS_CSS, FORM_CSS, ONRAMP_CSS, RECOVERY_CSS, SEND_CSS, SWAP_CSS }
const EVERY_SHEET = { MODAL_CSS, BUTTON_CSS, ...PART_SHEETS }

/** The rules of a stylesheet with the token declarations (`--gw-*: value;`) taken out. */
function withoutTokens(css: string): string {
  return css.replace(/--gw-[\w-]+:[^;]*;/g, '')
}

/** The `--gw-*` tokens a stylesheet reads (through `var()`, declarations included) and the ones it declares. */
function tokenUse(css: string): { read: Set<string>; declared: Set<string> } {
  return {
    read: new Set([...css.matchAll(/var\((--gw-[\w-]+)/g)].map(([, name]) => name as string)),
    declared: new Set([...css.matchAll(/(--gw-[\w-]+):/g)].map(([, name]) => name as string)),
  }
}

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
      expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{[^}]*transition: none !important;/)
    }
  })

  it.each(Object.entries(PART_SHEETS))(
    'the animations of %s stop too: the modal rule covers every element of its shadow root',
    (_name, css) => {
      // Parts carry no rule of their own: only the modal sheet's universal, !important one can reach them.
      expect(MODAL_CSS).toMatch(
        /@media \(prefers-reduced-motion: reduce\) \{\s*\*, \*::before, \*::after \{ animation: none !important; transition: none !important; \}/,
      )
      expect(css).not.toMatch(/(animation|transition)[^;]*!important/)
    },
  )

  it.each(Object.entries(EVERY_SHEET))(
    'every colour, radius, font size, shadow and z-index of %s comes from a token',
    (_name, css) => {
      const rules = withoutTokens(css)
      expect(rules).not.toMatch(/#[0-9a-f]{3,8}\b|\b(rgba?|hsla?)\(/i)
      expect(rules).not.toMatch(/\b(color|background|border(-\w+)?):[^;]*\b(white|black)\b/)
      expect(rules).not.toMatch(/z-index:\s*\d/)
      expect(rules).not.toMatch(/font-size:\s*\d/)
      expect(rules).not.toMatch(/box-shadow:\s*\d/)
      // Circles (50%) stay circles at any radius; everything else scales with --w3m-border-radius-master.
      expect(rules).not.toMatch(/border-radius:\s*\d+(px|rem|em)/)
      expect(rules).not.toMatch(/(animation|transition):[^;]*\d+m?s\b/)
    },
  )

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

  it("the buttons declare every token they read, and only those: the modal's own load with its stylesheet", () => {
    const { read, declared } = tokenUse(BUTTON_CSS)
    expect([...read].filter((name) => !declared.has(name))).toEqual([])
    expect([...declared].filter((name) => !read.has(name))).toEqual([])
  })

  it('the modal declares every token it and its lazy parts read', () => {
    const { declared } = tokenUse(MODAL_CSS)
    for (const css of [MODAL_CSS, ...Object.values(PART_SHEETS)]) {
      expect([...tokenUse(css).read].filter((name) => !declared.has(name))).toEqual([])
    }
  })
})
