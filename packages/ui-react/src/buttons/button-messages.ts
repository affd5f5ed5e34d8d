/**
 * The buttons' strings: a catalogue part of its own, so a page's start-up download carries these four and not the
 * modal's catalogue (messages.ts spreads them into it: the modal shows some of them too). Hosts override them
 * through `options.messages` like any other key.
 */
export const buttonMessages = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting...',
  selectNetwork: 'Select Network',
  unknownNetwork: 'Unknown Network',
} as const
