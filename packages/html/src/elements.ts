import { defineAppKitElement } from '@gangway/react'
import { AppKitWalletButton } from '@gangway/ui-react'
import type { ComponentType } from 'react'
import { EmbeddedModal } from './embedded-modal.js'

/**
 * Defines what the html entry adds to `@gangway/react`'s four buttons: `<appkit-wallet-button wallet namespace>`
 * and `<appkit-modal>` (the embedded modal), each with its `w3m-*` alias. A name already taken (a second call,
 * another copy of the package) is left as it is; without a custom element registry (a server) nothing happens.
 */
export function defineHtmlElements(
  registry: CustomElementRegistry | undefined = globalThis.customElements,
): void {
  defineAppKitElement('appkit-wallet-button', AppKitWalletButton as ComponentType<Record<string, unknown>>, {
    attributes: { wallet: 'wallet' },
    registry,
  })
  defineAppKitElement('appkit-modal', EmbeddedModal, { registry })
}
