/**
 * The strings of the WalletConnect views and the QR code they share with Farcaster's: a catalogue part that
 * travels with those views (message-parts.ts).
 */
export const walletConnectMessages = {
  scanQrCode: 'Scan this QR code with your phone',
  qrCodeFor: 'QR code for {name}',
  walletConnectQrCode: 'WalletConnect QR code',
  qrCodeLoading: 'Preparing the QR code...',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyLinkFailed: 'Could not copy the link',
  walletLinks: 'Ways to open {name}',
  openInAppBrowser: 'Open this page in {name}',
} as const
