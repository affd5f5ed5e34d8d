export { SwapSelectToken } from './SwapSelectToken.js'
