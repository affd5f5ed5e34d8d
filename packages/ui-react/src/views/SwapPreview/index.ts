export { SwapPreview } from './SwapPreview.js'
