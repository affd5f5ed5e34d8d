/** A small inline icon, so the wallet shows up in a wallet list without any network request. */
export const TEST_WALLET_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
      '<rect width="96" height="96" rx="24" fill="#3b5bdb"/>' +
      '<path d="M24 34h48v34a6 6 0 0 1-6 6H30a6 6 0 0 1-6-6z" fill="#fff"/>' +
      '<path d="M30 22h32a6 6 0 0 1 6 6v6H24v-6a6 6 0 0 1 6-6z" fill="#a5b4fc"/>' +
      '<circle cx="60" cy="54" r="6" fill="#3b5bdb"/>' +
      '</svg>',
  )
