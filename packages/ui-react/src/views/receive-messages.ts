/**
 * The strings of WalletReceive: a catalogue part (message-parts.ts).
 */
export const receiveMessages = {
  receiveQrCode: 'QR code for address {address}',
  receiveAddress: 'Your address',
  receiveNetworks: 'This address works on',
  receiveNetworksHint: 'Only send assets on these networks to this address.',
  receiveNotConnected: 'Connect a wallet to receive.',
} as const
