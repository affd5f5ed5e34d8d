import { imageFrameRules } from './image-css.js'
import { MULTICHAIN_CSS } from './multichain-css.js'
import { MODAL_BASE_TOKENS, MODAL_PALETTES } from './modal-tokens-css.js'
import { BASE_TOKENS, paletteRules, REDUCED_MOTION_RULE } from './tokens.js'
import { ACCOUNT_CSS } from './account-css.js'
import { WALLETCONNECT_CSS } from './walletconnect-css.js'

const KEYFRAMES = `
@keyframes gw-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes gw-view-in { from { opacity: 0; transform: translateY(4px); } to { opacity: 1; transform: none; } }
@keyframes gw-shake {
  10%, 90% { transform: translateX(-1px); }
  20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); }
  40%, 60% { transform: translateX(4px); }
}
@keyframes gw-spin { to { transform: rotate(360deg); } }
@keyframes gw-pulse { 50% { opacity: 0.5; } }
`

const FRAME = `
:host { all: initial; display: block; ${BASE_TOKENS} ${MODAL_BASE_TOKENS} }
.gw-root {
  font-family: var(--gw-font-family);
  font-size: var(--gw-font-m);
  line-height: 1.4;
  color: var(--gw-fg);
  -webkit-font-smoothing: antialiased;
}
.gw-root *, .gw-root *::before, .gw-root *::after { box-sizing: border-box; }
.gw-overlay {
  position: fixed;
  inset: 0;
  z-index: var(--gw-z-index);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: var(--gw-backdrop);
  animation: gw-fade-in var(--gw-duration-view) ease-out;
}
.gw-card {
  position: relative;
  width: var(--gw-modal-width);
  max-width: 100%;
  max-height: calc(100vh - 32px);
  display: flex;
  flex-direction: column;
  background: var(--gw-bg);
  border: 1px solid var(--gw-border);
  border-radius: var(--gw-radius-l);
  box-shadow: var(--gw-shadow);
  overflow: hidden;
  outline: none;
}
.gw-card--embedded { box-shadow: none; }
.gw-shake { animation: gw-shake var(--gw-duration-shake) cubic-bezier(0.36, 0.07, 0.19, 0.97) both; }
.gw-header {
  display: grid;
  grid-template-columns: 40px 1fr 40px;
  align-items: center;
  gap: 8px;
  padding: 12px 12px 8px;
}
.gw-title {
  margin: 0;
  grid-column: 2;
  text-align: center;
  font-size: var(--gw-font-l);
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  animation: gw-fade-in var(--gw-duration-header) ease-out;
}
.gw-header-start { grid-column: 1; }
/* The back chevron points to where the reader came from: the right, in a right-to-left language. */
[dir='rtl'] .gw-header-start svg { transform: scaleX(-1); }
.gw-header-end { grid-column: 3; justify-self: end; }
.gw-icon-btn {
  width: 32px;
  height: 32px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: var(--gw-fg-muted);
  cursor: pointer;
}
.gw-icon-btn:hover { background: var(--gw-surface-hover); color: var(--gw-fg); }
.gw-sizer { overflow: hidden; transition: height var(--gw-duration-height) ease-in-out; }
.gw-scroll { overflow-y: auto; max-height: calc(100vh - 120px); }
.gw-body { padding: 4px 12px 16px; animation: gw-view-in var(--gw-duration-view) ease-out; }
`

const CONTROLS = `
/* No specificity: a component's own colour (the primary button's) must win. */
:where(.gw-root) button, :where(.gw-root) input { font: inherit; color: inherit; }
.gw-root :focus-visible { outline: 2px solid var(--gw-accent); outline-offset: 2px; }
.gw-stack { display: flex; flex-direction: column; gap: 8px; }
.gw-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.gw-item {
  width: 100%;
  display: flex;
  align-items: center;
  gap: 12px;
  padding-block: 8px;
  padding-inline: 8px 12px;
  border: none;
  border-radius: var(--gw-radius-m);
  background: var(--gw-surface);
  text-align: start;
  cursor: pointer;
}
.gw-item:hover:not(:disabled) { background: var(--gw-surface-hover); }
.gw-item:disabled { cursor: default; opacity: 0.6; }
.gw-item[aria-current='true'] { box-shadow: inset 0 0 0 1px var(--gw-accent); }
.gw-item-name { flex: 1; font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.gw-tag {
  padding: 2px 6px;
  border-radius: var(--gw-radius-s);
  font-size: var(--gw-font-s);
  font-weight: 600;
  color: var(--gw-tag-fg);
  background: var(--gw-tag-bg);
}
.gw-tag--muted { color: var(--gw-fg-muted); background: var(--gw-surface); }
.gw-wallet-icon { width: 40px; height: 40px; flex: none; border-radius: var(--gw-radius-m); object-fit: cover; }
.gw-wallet-icon--l { width: 72px; height: 72px; border-radius: var(--gw-radius-l); }
.gw-icon-placeholder { display: inline-block; background: var(--gw-placeholder); }
.gw-network-icon { width: 24px; height: 24px; flex: none; border-radius: 50%; object-fit: cover; }
.gw-primary, .gw-secondary {
  width: 100%;
  min-height: 40px;
  padding: 8px 16px;
  border-radius: var(--gw-radius-m);
  font-weight: 600;
  cursor: pointer;
}
.gw-primary { border: none; background: var(--gw-accent); color: var(--gw-on-accent); }
.gw-secondary { border: 1px solid var(--gw-border); background: transparent; }
.gw-secondary:hover, .gw-primary:hover { filter: brightness(1.1); }
.gw-field { display: flex; flex-direction: column; gap: 4px; }
.gw-label { font-size: var(--gw-font-s); color: var(--gw-fg-muted); }
.gw-input {
  width: 100%;
  min-height: 40px;
  padding: 8px 12px;
  border: 1px solid var(--gw-border);
  border-radius: var(--gw-radius-m);
  background: var(--gw-surface);
}
.gw-socials { display: flex; flex-wrap: wrap; gap: 6px; }
.gw-socials > .gw-secondary { flex: 1 1 45%; width: auto; }
.gw-separator {
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 4px 0;
  color: var(--gw-fg-muted);
  font-size: var(--gw-font-s);
}
.gw-separator::before, .gw-separator::after { content: ''; flex: 1; border-top: 1px solid var(--gw-border); }
.gw-center { display: flex; flex-direction: column; align-items: center; gap: 8px; text-align: center; }
.gw-muted { color: var(--gw-fg-muted); margin: 0; }
.gw-heading { margin: 0; font-size: var(--gw-font-l); font-weight: 600; }
.gw-error-text { color: var(--gw-error); margin: 0; }
.gw-empty { padding: 24px 0; text-align: center; color: var(--gw-fg-muted); }
.gw-avatar { width: 64px; height: 64px; border-radius: 50%; flex: none; }
.gw-address-row { display: flex; align-items: center; gap: 4px; max-width: 100%; }
.gw-address-row > .gw-icon-btn { flex: none; }
.gw-skeleton {
  display: inline-block;
  width: 96px;
  height: 1.2em;
  border-radius: var(--gw-radius-s);
  background: var(--gw-surface-hover);
  animation: gw-pulse var(--gw-duration-pulse) ease-in-out infinite;
}
.gw-spinner {
  width: 20px;
  height: 20px;
  border: 2px solid var(--gw-border);
  border-top-color: var(--gw-accent);
  border-radius: 50%;
  animation: gw-spin var(--gw-duration-spin) linear infinite;
}
.gw-visually-hidden {
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
`

const WALLET_LISTS = `
${imageFrameRules()}
.gw-virtual-scroll {
  max-height: min(420px, calc(100vh - 220px));
  overflow-y: auto;
  overscroll-behavior: contain;
  margin: 0 -4px;
  padding: 0 4px;
}
/* virtua places the rows. It measures a row's content box, so the 6 px gap below each is a box inside it. */
.gw-virtual-list { list-style: none; margin: 0; padding: 0; }
.gw-virtual-list > li { display: flex; flex-direction: column; }
.gw-virtual-list > li::after { content: ''; flex: none; height: 6px; }
.gw-directory-status { display: contents; }
.gw-directory-status > [role='status'] {
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  text-align: center;
}
.gw-directory-status > [role='status']:empty { display: none; }
.gw-spinner--s { width: 14px; height: 14px; }
.gw-link { color: inherit; text-decoration: none; }
`

const NOTICES = `
.gw-alert {
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0 12px 8px;
  padding-block: 8px;
  padding-inline: 12px 8px;
  border-radius: var(--gw-radius-m);
  background: var(--gw-surface);
  animation: gw-fade-in var(--gw-duration-view) ease-out;
}
.gw-alert[data-variant='error'] { color: var(--gw-error); }
.gw-alert[data-variant='success'] { color: var(--gw-success); }
.gw-alert-message { flex: 1; margin: 0; }
.gw-snackbar-region {
  position: absolute;
  inset-inline: 0;
  top: 12px;
  display: flex;
  justify-content: center;
  pointer-events: none;
}
.gw-snackbar {
  padding: 8px 14px;
  border-radius: var(--gw-radius-full);
  background: var(--gw-fg);
  color: var(--gw-bg-base);
  font-weight: 500;
  animation: gw-view-in var(--gw-duration-view) ease-out;
}
.gw-snackbar[data-variant='error'] { background: var(--gw-error); color: var(--gw-on-error); }
.gw-page-snackbar .gw-snackbar-region { position: fixed; top: 16px; z-index: var(--gw-z-index-notice); }
`

/** The modal's one stylesheet, adopted by its shadow root. */
export const MODAL_CSS = [
  KEYFRAMES,
  FRAME,
  paletteRules('.gw-root', MODAL_PALETTES.dark, MODAL_PALETTES.light),
  CONTROLS,
  WALLET_LISTS,
  NOTICES,
  WALLETCONNECT_CSS,
  MULTICHAIN_CSS,
  ACCOUNT_CSS,
  REDUCED_MOTION_RULE,
].join('\n')
