export { WalletSend } from './WalletSend.js'
