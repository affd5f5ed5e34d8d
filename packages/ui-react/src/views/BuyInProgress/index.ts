export { BuyInProgress } from './BuyInProgress.js'
