import type { WalletIcon } from '@wallet-standard/base'

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="24" fill="#7c3aed"/>' +
  '<path d="M26 64h38l8-8H34z" fill="#fff"/>' +
  '<path d="M26 44h38l8-8H34z" fill="#ddd6fe"/>' +
  '<path d="M34 24h38l-8 8H26z" fill="#fff"/>' +
  '</svg>'

/** An inline base64 SVG (Wallet Standard wants `data:image/svg+xml;base64,…`): shown without any request. */
export const SOLANA_TEST_WALLET_ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(SVG)}`
