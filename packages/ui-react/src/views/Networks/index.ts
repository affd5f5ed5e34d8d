export { Networks } from './Networks.js'
export { NetworkList } from './NetworkList.js'
