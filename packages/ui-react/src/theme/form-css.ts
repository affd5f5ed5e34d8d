/**
 * The shared form parts of Send, Swap and Buy (components/forms): the result of a transaction, Max, the notes
 * under a field, and a disabled primary action. Adopted with each of those views' own rules, so one rule serves
 * all three.
 */
export const FORM_CSS = `
.gw-break { overflow-wrap: anywhere; }
.gw-field-note { margin: 0; font-size: var(--gw-font-s); }
.gw-success { color: var(--gw-success); }
.gw-hash { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.gw-explorer { gap: 6px; color: inherit; }
.gw-confirm { display: flex; align-items: center; justify-content: center; gap: 8px; }
.gw-max[aria-busy='true'] { cursor: progress; }
.gw-form { width: 100%; }
.gw-form .gw-primary:disabled, .gw-form .gw-primary[aria-disabled='true'] {
  cursor: default;
  background: var(--gw-surface-hover);
  color: var(--gw-fg);
  filter: none;
}
`
