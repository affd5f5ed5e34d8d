import { SWAP_CSS } from '../../theme/swap-css.js'
import { useAccountPartStyles, usePartStyles } from '../../theme/part-styles.js'

/** The Swap views' rules, on top of the account ones (token rows, details), adopted on their first render. */
export function useSwapPartStyles(): void {
  useAccountPartStyles()
  usePartStyles('swap', SWAP_CSS)
}
