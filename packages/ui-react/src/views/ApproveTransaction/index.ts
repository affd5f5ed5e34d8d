export { ApproveTransaction } from './ApproveTransaction.js'
