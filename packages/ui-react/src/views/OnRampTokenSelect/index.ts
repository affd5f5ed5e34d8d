export { OnRampTokenSelect } from './OnRampTokenSelect.js'
