export { ConnectingSocial } from './ConnectingSocial.js'
