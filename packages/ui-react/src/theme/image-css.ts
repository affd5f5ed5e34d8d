/**
 * The frame of a lazily loaded `WalletImage`: the placeholder fills it until the image has loaded,
 * then the image fades in over it. `scope` prefixes every selector (the buttons live in the host page).
 */
export function imageFrameRules(scope = ''): string {
  return `
${scope}.gw-image { position: relative; display: inline-block; overflow: hidden; flex: none; }
${scope}.gw-image > img, ${scope}.gw-image > .gw-icon-placeholder {
  position: absolute;
  inset: 0;
  display: block;
  width: 100%;
  height: 100%;
}
${scope}.gw-image > img { object-fit: cover; opacity: 0; transition: opacity var(--gw-duration-view) ease-out; }
${scope}.gw-image > img[data-loaded] { opacity: 1; }
`
}
