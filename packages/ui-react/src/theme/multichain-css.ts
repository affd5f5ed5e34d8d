/**
 * Several namespaces at once: the namespace filters of Connect and the connected accounts of Account.
 * A pressed filter differs by fill and border, not by hue alone.
 */
export const MULTICHAIN_CSS = `
.gw-full-width { width: 100%; }
.gw-section-title { margin: 8px 0 0; font-weight: 600; text-align: start; }
.gw-account-row { display: flex; flex-direction: column; gap: 4px; }
.gw-secondary--s {
  align-self: flex-end;
  width: auto;
  min-height: 32px;
  padding: 4px 12px;
  font-size: var(--gw-font-s);
}
.gw-filters { display: flex; flex-direction: column; gap: 4px; min-width: 0; margin: 0; padding: 0; border: 0; }
.gw-filters > legend { padding: 0; margin-bottom: 4px; }
.gw-filter-buttons { display: flex; flex-wrap: wrap; gap: 6px; }
.gw-filter {
  min-height: 32px;
  padding: 4px 12px;
  border: 1px solid var(--gw-border);
  border-radius: var(--gw-radius-full);
  background: transparent;
  font-weight: 500;
  cursor: pointer;
}
.gw-filter:hover { background: var(--gw-surface-hover); }
.gw-filter[aria-pressed='true'] { border-color: var(--gw-tag-fg); background: var(--gw-tag-bg); color: var(--gw-tag-fg); }
.gw-filter[aria-disabled='true'] { cursor: default; }
`
