export { RegisterAccountName } from './RegisterAccountName.js'
export { RegisterAccountNameSuccess } from './RegisterAccountNameSuccess.js'
