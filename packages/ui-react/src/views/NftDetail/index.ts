export { NftDetail } from './NftDetail.js'
