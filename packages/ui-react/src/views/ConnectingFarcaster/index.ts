export { ConnectingFarcaster } from './ConnectingFarcaster.js'
