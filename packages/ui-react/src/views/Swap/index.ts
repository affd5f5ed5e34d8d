export { Swap } from './Swap.js'
