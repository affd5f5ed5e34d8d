export { SIWXSignMessage } from './SIWXSignMessage.js'
