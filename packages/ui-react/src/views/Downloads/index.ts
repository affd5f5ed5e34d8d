export { Downloads } from './Downloads.js'
