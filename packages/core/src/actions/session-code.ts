// The code that keeps the visitor's session in the store: the adapters' events, the restore of a stored session and
// the balance reads. None of it draws the buttons, so it loads while the instance gets ready, not with the page.
export { handleAccountChanged, handleChainChanged, handleDisconnect } from './adapter-event-handlers.js'
export { restoreSessions } from './restore-sessions.js'
export { updateNativeBalance } from './update-native-balance.js'
