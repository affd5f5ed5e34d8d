import { useContext, useInsertionEffect } from 'react'
import { useCore } from '../context.js'
import { ACCOUNT_TABS_CSS } from './account-tabs-css.js'
import { adoptStyles, type StyleRoot } from './adopt.js'
import { FORM_CSS } from './form-css.js'
import { SEND_CSS } from './send-css.js'
import { StyleRootContext } from './style-root.js'

const adopted = new WeakMap<StyleRoot, Set<string>>()

/**
 * Puts a lazy part's stylesheet into the modal's root the first time the part renders, before it paints, so its
 * rules travel in its chunk rather than in the start-up stylesheet. It stays once adopted: parts come back often,
 * and their rules only match their own classes.
 */
export function usePartStyles(marker: string, css: string): void {
  const root = useContext(StyleRootContext)
  const nonce = useCore().store.options.state.cspNonce
  useInsertionEffect(() => {
    if (!root) return
    let markers = adopted.get(root)
    if (!markers) {
      markers = new Set()
      adopted.set(root, markers)
    }
    if (markers.has(marker)) return
    markers.add(marker)
    adoptStyles(root, css, { marker, nonce })
  }, [root, marker, css, nonce])
}

/** The Account tabs' rules (token rows, activity, NFT grid, details), also used by Send, Receive and names. */
export function useAccountPartStyles(): void {
  usePartStyles('account-tabs', ACCOUNT_TABS_CSS)
}

/** The rules of the form parts Send, Swap and Buy share, on top of the account ones. */
export function useFormPartStyles(): void {
  useAccountPartStyles()
  usePartStyles('form', FORM_CSS)
}

/** The Send and Receive rules, on top of the form ones. */
export function useSendPartStyles(): void {
  useFormPartStyles()
  usePartStyles('send', SEND_CSS)
}
