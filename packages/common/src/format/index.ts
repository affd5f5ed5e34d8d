export { formatBalance } from './format-balance.js'
export { localizeDecimal } from './locale-decimal.js'
export { truncateAddress } from './truncate-address.js'
export { formatUnits, parseUnits } from './units.js'
