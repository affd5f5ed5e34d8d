export { ConnectingWalletConnectBasic } from './ConnectingWalletConnectBasic.js'
