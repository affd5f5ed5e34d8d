import { ANIMATION_MS, THEME_DEFAULTS, TIMING } from '@gangway/common'

/**
 * The modal's own base tokens, on its shadow host beside the shared ones (tokens.ts): the buttons never read them,
 * so they load with the modal's stylesheet. Hosts override z-index and the QR colour through theme variables.
 */
export const MODAL_BASE_TOKENS = `
  --gw-z-index: ${THEME_DEFAULTS.zIndex};
  --gw-qr-color: #000000;
  --gw-qr-background: #ffffff;
  --gw-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);
  --gw-modal-width: ${THEME_DEFAULTS.modalWidthPx}px;
  --gw-duration-header: ${ANIMATION_MS.headerText}ms;
  --gw-duration-height: ${ANIMATION_MS.modalHeight}ms;
  --gw-duration-shake: ${TIMING.modalShake}ms;
  --gw-duration-pulse: 1200ms;
`

const DARK_PALETTE = `
  --gw-surface-hover: rgba(255, 255, 255, 0.12);
  --gw-error: #ff7a85;
  --gw-on-error: #161616;
  --gw-success: #4ade80;
  --gw-tag-fg: #b4c8f8;
  --gw-tag-bg: #1b2438;
  --gw-backdrop: rgba(0, 0, 0, 0.5);
`

const LIGHT_PALETTE = `
  --gw-surface-hover: rgba(0, 0, 0, 0.08);
  --gw-error: #c81e2f;
  --gw-on-error: #ffffff;
  --gw-success: #15803d;
  --gw-tag-fg: #1a45a5;
  --gw-tag-bg: #dde7fc;
  --gw-backdrop: rgba(0, 0, 0, 0.3);
`

/**
 * The modal root's own palettes, added to the shared ones; the dark one (the default) also carries the modal's
 * derived tokens. Their contrast is checked by tests.
 */
export const MODAL_PALETTES = {
  dark: `${DARK_PALETTE}
  --gw-radius-s: calc(var(--gw-border-radius-master) * 2);
  --gw-radius-m: calc(var(--gw-border-radius-master) * 3);
  --gw-radius-l: calc(var(--gw-border-radius-master) * 5);
  --gw-font-l: calc(var(--gw-font-size-master) * 1.6);
  --gw-font-xl: calc(var(--gw-font-size-master) * 3.2);
  --gw-z-index-notice: calc(var(--gw-z-index) + 1);
`,
  light: LIGHT_PALETTE,
} as const
