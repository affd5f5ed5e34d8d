import { usePartStyles, useSendPartStyles } from '../../theme/part-styles.js'
import { ONRAMP_CSS } from '../../theme/onramp-css.js'

/** The Buy views' rules, on top of the Send ones (fields, notes, details), adopted when one first renders. */
export function useOnrampStyles(): void {
  useSendPartStyles()
  usePartStyles('onramp', ONRAMP_CSS)
}
