export { formatBalance } from './format-balance.js'
export { truncateAddress } from './truncate-address.js'
export { formatUnits, parseUnits } from './units.js'
