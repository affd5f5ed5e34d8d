export { Account } from './Account.js'
