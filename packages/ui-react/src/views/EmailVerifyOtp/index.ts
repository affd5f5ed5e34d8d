export { EmailVerifyOtp } from './EmailVerifyOtp.js'
