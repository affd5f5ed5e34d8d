export { WalletSendPreview } from './WalletSendPreview.js'
