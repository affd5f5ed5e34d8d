export { ConnectingExternal } from './ConnectingExternal.js'
