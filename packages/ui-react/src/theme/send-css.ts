/**
 * The Send views (form, token list, review, result) and Receive. Untrusted token names and symbols never
 * widen a row: they are cut with an ellipsis (`gw-ellipsis`, the full text in their title). Colours are the
 * theme's tokens only, so both themes keep their checked contrast; the receive QR card is the WalletConnect
 * one (`gw-qr`), light in both themes.
 */
export const SEND_CSS = `
.gw-send-token { min-width: 0; }
.gw-send-chevron { flex: none; color: var(--gw-fg-muted); font-size: var(--gw-font-l); }
/* The chevron points onward: to the left, in a right-to-left language. */
[dir='rtl'] .gw-send-chevron { display: inline-block; transform: scaleX(-1); }
.gw-send-amount { display: flex; gap: 6px; }
.gw-send-amount > .gw-input { flex: 1; min-width: 0; font-variant-numeric: tabular-nums; }
.gw-send-amount > .gw-max { width: auto; flex: none; }
.gw-input[aria-invalid='true'] { border-color: var(--gw-error); }
.gw-send-summary { display: flex; flex-direction: column; align-items: center; gap: 4px; text-align: center; }
.gw-send-amount-text { display: flex; gap: 6px; max-width: 100%; min-width: 0; justify-content: center; overflow-wrap: anywhere; }
.gw-send-symbol { min-width: 0; max-width: 12ch; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.gw-send-details { padding: 8px 12px; border-radius: var(--gw-radius-m); background: var(--gw-surface); align-items: center; }
.gw-send-receiver, .gw-send-network { display: flex; align-items: center; gap: 8px; min-width: 0; }
.gw-send-receiver-avatar { width: 24px; height: 24px; flex: none; border-radius: 50%; }
.gw-send-fee { display: flex; flex-direction: column; min-width: 0; }
.gw-receive-identity { display: flex; align-items: center; gap: 8px; max-width: 100%; min-width: 0; }
.gw-receive-avatar { width: 32px; height: 32px; flex: none; border-radius: 50%; }
.gw-receive-qr { width: min(100%, 240px); }
.gw-receive-address { display: flex; flex-direction: column; gap: 4px; margin: 0; text-align: start; }
.gw-receive-address > code {
  padding: 8px 12px;
  border-radius: var(--gw-radius-m);
  background: var(--gw-surface);
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  overflow-wrap: anywhere;
  user-select: all;
}
.gw-receive-heading { margin: 0; font-weight: 400; text-align: start; }
.gw-receive-networks { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; }
.gw-receive-network {
  display: flex;
  align-items: center;
  gap: 6px;
  max-width: 100%;
  min-width: 0;
  padding-block: 4px;
  padding-inline: 4px 10px;
  border-radius: var(--gw-radius-full);
  background: var(--gw-surface);
}
.gw-receive-hint { font-size: var(--gw-font-s); text-align: start; }
`
