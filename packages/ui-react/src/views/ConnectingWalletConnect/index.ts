export { ConnectingWalletConnect } from './ConnectingWalletConnect.js'
