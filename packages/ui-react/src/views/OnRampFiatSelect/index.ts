export { OnRampFiatSelect } from './OnRampFiatSelect.js'
