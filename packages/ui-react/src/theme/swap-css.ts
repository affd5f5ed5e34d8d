/**
 * The Swap views (form, token list, review, result), adopted when they first render, on top of the account rules.
 * Untrusted token names and symbols never widen a row: they are cut with an ellipsis (the full text in their
 * title). Colours are the theme's tokens only, so both themes keep their checked contrast.
 */
export const SWAP_CSS = `
.gw-swap-side { display: flex; flex-direction: column; gap: 6px; padding: 10px 12px; border-radius: var(--gw-radius-m); background: var(--gw-surface); }
.gw-swap-side-row { display: flex; align-items: center; gap: 8px; min-width: 0; }
.gw-swap-amount {
  flex: 1;
  min-width: 0;
  padding: 0;
  border: none;
  background: none;
  font-size: var(--gw-font-l);
  font-variant-numeric: tabular-nums;
}
.gw-swap-amount[aria-invalid='true'] { color: var(--gw-error); }
.gw-swap-token {
  flex: none;
  max-width: 50%;
  display: flex;
  align-items: center;
  gap: 6px;
  padding-block: 4px;
  padding-inline: 4px 10px;
  border: 1px solid var(--gw-border);
  border-radius: var(--gw-radius-full);
  background: var(--gw-bg);
  font-weight: 600;
  cursor: pointer;
}
.gw-swap-token:hover { background: var(--gw-surface-hover); }
.gw-swap-token .gw-token-icon { width: 24px; height: 24px; }
.gw-swap-token-symbol { min-width: 0; max-width: 12ch; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.gw-swap-chevron { flex: none; color: var(--gw-fg-muted); }
.gw-swap-note { display: flex; align-items: center; justify-content: space-between; gap: 8px; min-height: 1.5em; margin: 0; font-size: var(--gw-font-s); color: var(--gw-fg-muted); }
.gw-swap-max { padding: 0 6px; border: none; background: none; font-weight: 600; text-decoration: underline; cursor: pointer; }
.gw-swap-flip { align-self: center; margin: -14px 0; position: relative; border: 1px solid var(--gw-border); background: var(--gw-bg); }
.gw-swap-details { padding: 8px 12px; border-radius: var(--gw-radius-m); background: var(--gw-surface); font-size: var(--gw-font-s); }
.gw-swap-details dd { text-align: end; font-variant-numeric: tabular-nums; }
.gw-swap-problem { display: flex; flex-direction: column; gap: 6px; margin: 0; overflow-wrap: anywhere; }
.gw-swap-list-heading { margin: 4px 0 0; font-size: var(--gw-font-s); font-weight: 600; color: var(--gw-fg-muted); }
.gw-swap-summary { display: flex; flex-direction: column; gap: 4px; }
.gw-swap-summary-row { display: flex; align-items: center; gap: 8px; min-width: 0; margin: 0; }
.gw-swap-summary-amount { font-size: var(--gw-font-l); font-weight: 600; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.gw-swap-steps { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.gw-swap-step { display: flex; align-items: center; gap: 8px; padding: 8px 12px; border-radius: var(--gw-radius-m); background: var(--gw-surface); min-width: 0; }
.gw-swap-step-name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.gw-swap-step-state { flex: none; font-size: var(--gw-font-s); color: var(--gw-fg-muted); }
.gw-swap-step[data-state='done'] .gw-swap-step-state { color: var(--gw-fg); }
.gw-swap-step[data-state='failed'] .gw-swap-step-state { color: var(--gw-error); }
.gw-swap-step[data-state='active'] { box-shadow: inset 0 0 0 1px var(--gw-accent); }
`
