/**
 * The Account view's recovery notice (a lazy part): the wallet is only on this device. It reads as a notice, not
 * an error: body text on the theme's surface (the contrast tests check that pair), marked by an accent edge.
 */
export const RECOVERY_CSS = `
.gw-recovery-notice {
  box-sizing: border-box;
  width: 100%;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px;
  border: 1px solid var(--gw-border);
  border-inline-start: 4px solid var(--gw-accent);
  border-radius: var(--gw-radius-m);
  background: var(--gw-surface);
  color: var(--gw-fg);
  text-align: start;
}
.gw-recovery-notice > p { margin: 0; }
`
