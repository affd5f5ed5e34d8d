/** The Account view's header parts and wallet features: in the start-up stylesheet with the view. */
export const ACCOUNT_CSS = `
.gw-ellipsis { display: block; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.gw-text-btn {
  border: none;
  background: none;
  padding: 4px 8px;
  color: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
}
.gw-features { display: flex; gap: 8px; width: 100%; }
.gw-features > button { flex: 1; }
`
