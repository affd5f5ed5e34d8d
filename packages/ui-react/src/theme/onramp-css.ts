/**
 * The Buy views (on top of the Send rules: fields, details, notes): the amount with its currency, the provider
 * rows and their quote details, the purchase's progress. Untrusted coin and currency names are cut with an
 * ellipsis (the full text in their title); colours are the theme's tokens only.
 */
export const ONRAMP_CSS = `
.gw-onramp-pick { width: auto; max-width: 40%; flex: none; display: flex; align-items: center; gap: 4px; }
.gw-onramp-pick > .gw-ellipsis { min-width: 0; }
.gw-onramp-providers { display: flex; flex-direction: column; gap: 6px; margin: 0; }
.gw-onramp-provider { display: flex; flex-direction: column; gap: 4px; }
.gw-onramp-provider .gw-item { justify-content: space-between; min-height: 48px; }
.gw-onramp-provider .gw-item[aria-disabled='true'] { cursor: default; }
.gw-onramp-quote { flex: none; max-width: 60%; text-align: end; font-variant-numeric: tabular-nums; }
.gw-onramp-fees { padding: 0 12px 4px; font-size: var(--gw-font-s); }
.gw-onramp-fees dd { text-align: end; font-variant-numeric: tabular-nums; }
.gw-onramp-heading { display: flex; align-items: baseline; justify-content: space-between; gap: 8px; }
.gw-onramp-progress { min-height: 40px; display: flex; align-items: center; justify-content: center; }
.gw-onramp-mark { font-size: var(--gw-font-xl); line-height: 1; }
`
