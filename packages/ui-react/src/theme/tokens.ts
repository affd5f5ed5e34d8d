import { ANIMATION_MS, THEME_DEFAULTS } from '@gangway/common/start'

/** System font stack: no remote fonts (ARCHITECTURE principle 8). */
const FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif"

/**
 * Base tokens (SPEC §2 sizes) the buttons and the modal both read: hosts override these through theme variables. The
 * modal's own (z-index, QR colours, width, its durations) travel with its stylesheet (modal-tokens-css.ts), so a page's
 * start-up download carries only what the buttons draw with.
 */
export const BASE_TOKENS = `
  --gw-font-family: ${FONT_STACK};
  --gw-accent: #2563eb;
  --gw-color-mix: #000000;
  --gw-color-mix-strength: 0;
  --gw-font-size-master: ${THEME_DEFAULTS.fontSizeMasterPx}px;
  --gw-border-radius-master: ${THEME_DEFAULTS.borderRadiusMasterPx}px;
  --gw-duration-view: ${ANIMATION_MS.viewTransition}ms;
  --gw-duration-spin: 800ms;
`

const DARK_PALETTE = `
  --gw-bg-base: #161616;
  --gw-fg: #eef0f0;
  --gw-fg-muted: #a0a4a6;
  --gw-surface: rgba(255, 255, 255, 0.06);
  --gw-border: rgba(255, 255, 255, 0.12);
  --gw-on-accent: #ffffff;
  --gw-placeholder: #3a3d40;
`

const LIGHT_PALETTE = `
  --gw-bg-base: #ffffff;
  --gw-fg: #141414;
  --gw-fg-muted: #5c6166;
  --gw-surface: rgba(0, 0, 0, 0.04);
  --gw-border: rgba(0, 0, 0, 0.12);
  --gw-on-accent: #ffffff;
  --gw-placeholder: #d4d7da;
`

/** The two palettes' raw declarations (their contrast is checked by tests). */
export const PALETTES = { dark: DARK_PALETTE, light: LIGHT_PALETTE } as const

/** Derived tokens: computed on the element that carries the theme, after its own overrides. */
const DERIVED_TOKENS = `
  --gw-bg: color-mix(in srgb, var(--gw-color-mix) calc(var(--gw-color-mix-strength) * 1%), var(--gw-bg-base));
  --gw-radius-full: calc(var(--gw-border-radius-master) * 250);
  --gw-font-s: calc(var(--gw-font-size-master) * 1.2);
  --gw-font-m: calc(var(--gw-font-size-master) * 1.4);
`

/**
 * Palette rules for a theme carrier: dark by default (SPEC §2), light with `data-theme="light"`. The color scheme
 * follows, so the browser's own parts (scroll bars, form controls) match the palette. `selector` is the carrier
 * (`.gw-root` inside the shadow root, `.gw-btn` for the buttons); `dark` and `light` add the carrier's own tokens
 * (the modal's, modal-tokens-css.ts).
 */
export function paletteRules(selector: string, dark = '', light = ''): string {
  return `
${selector} { color-scheme: dark; ${DARK_PALETTE} ${DERIVED_TOKENS} ${dark} }
${selector}[data-theme='light'] { color-scheme: light; ${LIGHT_PALETTE} ${light} }
`
}

/** SPEC §2 animations are switched off for people who ask for less motion. */
export const REDUCED_MOTION_RULE = `
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation: none !important; transition: none !important; }
}
`
