export { EmailVerifyDevice } from './EmailVerifyDevice.js'
