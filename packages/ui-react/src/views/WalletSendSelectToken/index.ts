export { WalletSendSelectToken } from './WalletSendSelectToken.js'
