import { useInsertionEffect } from 'react'
import { useCore } from '../context.js'
import { ensureButtonStyles } from '../theme/button-styles.js'

/** The buttons render in the host's light DOM; their stylesheet goes into its document once. */
export function useButtonStyles(): void {
  const nonce = useCore().store.options.state.cspNonce
  useInsertionEffect(() => {
    ensureButtonStyles(document, nonce)
  }, [nonce])
}
