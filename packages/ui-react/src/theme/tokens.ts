import { ANIMATION_MS, THEME_DEFAULTS, TIMING } from '@gangway/common'

/** System font stack: no remote fonts (ARCHITECTURE principle 8). */
const FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif"

/** Base tokens (SPEC §2 sizes): hosts override these through theme variables. */
export const BASE_TOKENS = `
  --gw-font-family: ${FONT_STACK};
  --gw-accent: #2563eb;
  --gw-color-mix: #000000;
  --gw-color-mix-strength: 0;
  --gw-font-size-master: ${THEME_DEFAULTS.fontSizeMasterPx}px;
  --gw-border-radius-master: ${THEME_DEFAULTS.borderRadiusMasterPx}px;
  --gw-z-index: ${THEME_DEFAULTS.zIndex};
  --gw-qr-color: #000000;
  --gw-qr-background: #ffffff;
  --gw-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);
  --gw-modal-width: ${THEME_DEFAULTS.modalWidthPx}px;
  --gw-duration-header: ${ANIMATION_MS.headerText}ms;
  --gw-duration-height: ${ANIMATION_MS.modalHeight}ms;
  --gw-duration-view: ${ANIMATION_MS.viewTransition}ms;
  --gw-duration-shake: ${TIMING.modalShake}ms;
  --gw-duration-spin: 800ms;
  --gw-duration-pulse: 1200ms;
`

const DARK_PALETTE = `
  --gw-bg-base: #161616;
  --gw-fg: #eef0f0;
  --gw-fg-muted: #a0a4a6;
  --gw-surface: rgba(255, 255, 255, 0.06);
  --gw-surface-hover: rgba(255, 255, 255, 0.12);
  --gw-border: rgba(255, 255, 255, 0.12);
  --gw-error: #ff7a85;
  --gw-on-error: #161616;
  --gw-success: #4ade80;
  --gw-on-accent: #ffffff;
  --gw-tag-fg: #b4c8f8;
  --gw-tag-bg: #1b2438;
  --gw-backdrop: rgba(0, 0, 0, 0.5);
  --gw-placeholder: #3a3d40;
`

const LIGHT_PALETTE = `
  --gw-bg-base: #ffffff;
  --gw-fg: #141414;
  --gw-fg-muted: #5c6166;
  --gw-surface: rgba(0, 0, 0, 0.04);
  --gw-surface-hover: rgba(0, 0, 0, 0.08);
  --gw-border: rgba(0, 0, 0, 0.12);
  --gw-error: #c81e2f;
  --gw-on-error: #ffffff;
  --gw-success: #15803d;
  --gw-on-accent: #ffffff;
  --gw-tag-fg: #1a45a5;
  --gw-tag-bg: #dde7fc;
  --gw-backdrop: rgba(0, 0, 0, 0.3);
  --gw-placeholder: #d4d7da;
`

/** The two palettes' raw declarations (their contrast is checked by tests). */
export const PALETTES = { dark: DARK_PALETTE, light: LIGHT_PALETTE } as const

/** Derived tokens: computed on the element that carries the theme, after its own overrides. */
const DERIVED_TOKENS = `
  --gw-bg: color-mix(in srgb, var(--gw-color-mix) calc(var(--gw-color-mix-strength) * 1%), var(--gw-bg-base));
  --gw-radius-s: calc(var(--gw-border-radius-master) * 2);
  --gw-radius-m: calc(var(--gw-border-radius-master) * 3);
  --gw-radius-l: calc(var(--gw-border-radius-master) * 5);
  --gw-radius-full: calc(var(--gw-border-radius-master) * 250);
  --gw-font-s: calc(var(--gw-font-size-master) * 1.2);
  --gw-font-m: calc(var(--gw-font-size-master) * 1.4);
  --gw-font-l: calc(var(--gw-font-size-master) * 1.6);
  --gw-font-xl: calc(var(--gw-font-size-master) * 3.2);
  --gw-z-index-notice: calc(var(--gw-z-index) + 1);
`

/**
 * Palette rules for a theme carrier: dark by default (SPEC §2), light with `data-theme="light"`. The color scheme
 * follows, so the browser's own parts (scroll bars, form controls) match the palette. `selector` is the carrier (`.gw-root` inside the shadow root, `.gw-btn` for the buttons).
 */
export function paletteRules(selector: string): string {
  return `
${selector} { color-scheme: dark; ${DARK_PALETTE} ${DERIVED_TOKENS} }
${selector}[data-theme='light'] { color-scheme: light; ${LIGHT_PALETTE} }
`
}

/** SPEC §2 animations are switched off for people who ask for less motion. */
export const REDUCED_MOTION_RULE = `
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation: none !important; transition: none !important; }
}
`
