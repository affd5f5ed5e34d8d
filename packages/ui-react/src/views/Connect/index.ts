export { Connect } from './Connect.js'
