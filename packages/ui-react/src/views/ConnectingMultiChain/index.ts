export { ConnectingMultiChain } from './ConnectingMultiChain.js'
