export { UpdateEmail } from './UpdateEmail.js'
