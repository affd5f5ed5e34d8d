import { SWAP_CSS } from '../../theme/swap-css.js'
import { useFormPartStyles, usePartStyles } from '../../theme/part-styles.js'

/** The Swap views' rules, on top of the form and account ones (token rows, details), adopted on their first render. */
export function useSwapPartStyles(): void {
  useFormPartStyles()
  usePartStyles('swap', SWAP_CSS)
}
