export { WalletReceive } from './WalletReceive.js'
