export { UnsupportedChain } from './UnsupportedChain.js'
