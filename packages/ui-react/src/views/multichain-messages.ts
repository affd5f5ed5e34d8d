/**
 * The strings of ConnectingMultiChain (a wallet on several namespaces): a catalogue part (message-parts.ts).
 */
export const multiChainMessages = {
  selectChain: 'Select a chain',
  selectChainFor: 'Choose where to connect {name}.',
  namespaceConnected: 'Connected',
  namespaceConnectedWith: 'Connected with {name}',
  connectingOn: 'Connecting {name} on {namespace}',
} as const
