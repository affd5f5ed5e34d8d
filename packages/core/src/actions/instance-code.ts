// What the instance does once the page is up: keep the visitor's session in the store (the adapters' events, the
// restore of a stored session, the balance reads) and act for the visitor (connect, pair over WalletConnect,
// disconnect, switch network). None of it draws the buttons, so it is one chunk that loads while the instance gets
// ready (`ready()` waits for it), not with the page; a call made before it arrives waits for it.
export { handleAccountChanged, handleChainChanged, handleDisconnect } from './adapter-event-handlers.js'
export { connect } from './connect.js'
export { disconnect } from './disconnect.js'
export { restoreSessions } from './restore-sessions.js'
export { switchNetwork } from './switch-network.js'
export { updateNativeBalance } from './update-native-balance.js'
export {
  prepareWalletConnect,
  retryWalletConnectPairing,
  startWalletConnectPairing,
  stopWalletConnectPairing,
} from './walletconnect-pairing.js'
