export { AllWallets } from './AllWallets.js'
