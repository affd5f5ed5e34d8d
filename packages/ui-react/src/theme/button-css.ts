import { imageFrameRules } from './image-css.js'
import { BASE_TOKENS, paletteRules, REDUCED_MOTION_RULE } from './tokens.js'

/** The buttons live in the host's light DOM: every selector is a `gw-` class so nothing leaks. */
export const BUTTON_CSS = `
.gw-btn { ${BASE_TOKENS} }
${paletteRules('.gw-btn')}
.gw-btn {
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 16px;
  border: 1px solid var(--gw-border);
  border-radius: var(--gw-radius-full);
  background: var(--gw-bg);
  color: var(--gw-fg);
  font-family: var(--gw-font-family);
  font-size: var(--gw-font-m);
  font-weight: 600;
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition: filter var(--gw-duration-view) ease-out;
  position: relative;
}
.gw-btn:hover:not(:disabled) { filter: brightness(1.1); }
.gw-btn:focus-visible { outline: 2px solid var(--gw-accent); outline-offset: 2px; }
.gw-btn:disabled { cursor: not-allowed; opacity: 0.6; }
.gw-btn--primary { border-color: transparent; background: var(--gw-accent); color: var(--gw-on-accent); }
.gw-btn--sm { min-height: 32px; padding: 0 12px; font-size: var(--gw-font-s); }
.gw-btn--account { padding-inline-start: 4px; }
.gw-btn-avatar { width: 28px; height: 28px; border-radius: 50%; flex: none; }
.gw-btn--sm .gw-btn-avatar { width: 22px; height: 22px; }
.gw-btn-balance { color: var(--gw-fg); }
.gw-btn-address {
  padding: 4px 8px;
  border-radius: var(--gw-radius-full);
  background: var(--gw-surface);
  color: var(--gw-fg-muted);
}
.gw-btn-network-icon { width: 20px; height: 20px; border-radius: 50%; flex: none; object-fit: cover; }
.gw-btn-spinner {
  width: 14px;
  height: 14px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: gw-btn-spin var(--gw-duration-spin) linear infinite;
}
.gw-btn .gw-icon-placeholder { display: inline-block; background: var(--gw-placeholder); }
${imageFrameRules('.gw-btn ')}.gw-btn .gw-visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
.gw-btn [data-label-pending] { visibility: hidden; }
@keyframes gw-btn-spin { to { transform: rotate(360deg); } }
${REDUCED_MOTION_RULE.replace('*, *::before, *::after', '.gw-btn, .gw-btn *')}
`
