/**
 * The WalletConnect views: the QR card stays light in both themes, since scanners need dark modules
 * on a light ground (`--gw-qr-color` colours the modules; hosts keep it dark).
 */
export const WALLETCONNECT_CSS = `
.gw-qr {
  position: relative;
  width: min(100%, 280px);
  aspect-ratio: 1;
  margin: 0 auto;
  border-radius: var(--gw-radius-l);
  background: var(--gw-qr-background);
  color: var(--gw-qr-color);
  box-shadow: inset 0 0 0 1px var(--gw-border);
}
.gw-qr > svg { display: block; width: 100%; height: 100%; }
.gw-qr path { fill: var(--gw-qr-color); }
.gw-qr-logo {
  position: absolute;
  top: 50%;
  left: 50%;
  aspect-ratio: 1;
  transform: translate(-50%, -50%);
  display: flex;
}
.gw-qr-logo-image { width: 100%; height: 100%; border-radius: 22%; }
.gw-qr--placeholder { display: flex; align-items: center; justify-content: center; }
.gw-qr--placeholder .gw-spinner {
  border-color: color-mix(in srgb, var(--gw-qr-color) 12%, transparent);
  border-top-color: var(--gw-qr-color);
}
.gw-qr-hint { text-align: center; }
.gw-pairing-alert { text-align: center; }
.gw-pairing-alert:empty { display: none; }
.gw-copy-link { display: inline-flex; align-items: center; justify-content: center; gap: 6px; }
.gw-copy-link:disabled { cursor: default; opacity: 0.6; }
.gw-link-button {
  display: flex;
  align-items: center;
  justify-content: center;
  text-align: center;
  text-decoration: none;
}
`
