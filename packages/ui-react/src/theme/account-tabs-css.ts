/**
 * The Account tabs (Tokens, NFTs, Activity), the NFT detail and the name views, adopted when they first render
 * (theme/part-styles.ts). The selected tab differs by weight and an underline, not by hue alone.
 */
export const ACCOUNT_TABS_CSS = `.gw-tabs { display: flex; flex-direction: column; gap: 8px; width: 100%; }
.gw-tablist { display: flex; gap: 4px; border-bottom: 1px solid var(--gw-border); }
.gw-tab {
  flex: 1;
  min-height: 40px;
  border: none;
  border-bottom: 2px solid transparent;
  background: none;
  color: var(--gw-fg-muted);
  font-weight: 500;
  cursor: pointer;
}
.gw-tab[aria-selected='true'] { color: inherit; font-weight: 700; border-bottom-color: currentColor; }
.gw-tab:hover { background: var(--gw-surface-hover); }
.gw-tabpanel { min-height: 120px; }
.gw-tab-scroll { max-height: min(360px, calc(100vh - 320px)); overflow-y: auto; overscroll-behavior: contain; }
.gw-tab-empty { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 24px 0; margin: 0; text-align: center; }
.gw-tab-more { text-align: center; margin: 4px 0; }
.gw-skeleton--row { display: block; width: 100%; height: 48px; }
.gw-portfolio-total { display: flex; justify-content: space-between; margin: 0 0 8px; }
.gw-token-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.gw-token-row, .gw-activity-row { display: flex; align-items: center; gap: 12px; padding: 8px; border-radius: var(--gw-radius-m); background: var(--gw-surface); min-width: 0; }
.gw-token-icon { width: 36px; height: 36px; flex: none; border-radius: 50%; overflow: hidden; }
.gw-token-main, .gw-activity-main { flex: 1; display: flex; flex-direction: column; min-width: 0; text-align: start; }
.gw-token-name, .gw-activity-title { font-weight: 600; }
.gw-activity-title { display: flex; gap: 6px; align-items: center; }
.gw-token-value, .gw-activity-time { flex: none; font-variant-numeric: tabular-nums; }
.gw-activity-heading { display: flex; align-items: flex-end; height: 100%; padding: 0 4px 4px; font-weight: 700; font-size: var(--gw-font-s); color: var(--gw-fg-muted); }
.gw-tag--error { color: var(--gw-error); background: var(--gw-surface); }
.gw-nft-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(96px, 1fr)); gap: 8px; }
.gw-nft-card { width: 100%; display: flex; flex-direction: column; gap: 4px; padding: 4px; border: none; border-radius: var(--gw-radius-m); background: var(--gw-surface); cursor: pointer; text-align: start; }
.gw-nft-card:hover { background: var(--gw-surface-hover); }
.gw-nft-image { display: block; width: 100%; aspect-ratio: 1; border-radius: var(--gw-radius-s); overflow: hidden; }
.gw-nft-image img { width: 100%; height: 100%; object-fit: cover; }
.gw-nft-image--l { max-width: 240px; margin: 0 auto; }
.gw-details { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0; text-align: start; }
.gw-details dt { color: var(--gw-fg-muted); }
.gw-details dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
.gw-name-input { display: flex; align-items: center; gap: 6px; }
.gw-name-input > .gw-input { flex: 1; }
`
