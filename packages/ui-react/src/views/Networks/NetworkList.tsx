import type { CaipNetwork } from '@gangway/common'
import { useState } from 'react'
import { WalletImage } from '../../components/WalletImage.js'
import { useCore } from '../../context.js'
import { useMessages } from '../../use-messages.js'
import { useNetworkImage } from '../../hooks/use-network-image.js'
import { useActiveAccount } from '../../hooks/use-active-account.js'
import { errorText } from '../../hooks/error-text.js'

/**
 * The configured networks; picking one switches to it. A failure shows in the snackbar and the
 * list stays, so another network can be tried.
 */
export function NetworkList({ onSwitched }: { onSwitched(): void }) {
  const core = useCore()
  const networkImage = useNetworkImage()
  const t = useMessages()
  const { network: active } = useActiveAccount()
  const [pendingId, setPendingId] = useState<string>()
  const networks = core.getCaipNetworks()

  const select = async (network: CaipNetwork) => {
    if (pendingId) return
    if (network.caipNetworkId === active?.caipNetworkId) {
      onSwitched()
      return
    }
    setPendingId(network.caipNetworkId)
    try {
      await core.switchNetwork(network, { throwOnFailure: true })
      onSwitched()
    } catch (error) {
      core.store.snack.show(errorText(error, t('switchNetworkFailed')), 'error')
    } finally {
      setPendingId(undefined)
    }
  }

  return (
    <ul className="gw-list">
      {networks.map((network) => (
        <li key={network.caipNetworkId}>
          <button
            type="button"
            className="gw-item"
            aria-current={network.caipNetworkId === active?.caipNetworkId ? 'true' : undefined}
            // aria-disabled, not disabled: the focused button must keep focus while a switch runs.
            aria-disabled={pendingId !== undefined}
            aria-busy={pendingId === network.caipNetworkId}
            onClick={() => select(network)}
          >
            <WalletImage src={networkImage(network)} className="gw-network-icon" />
            <span className="gw-item-name">{network.name}</span>
            {pendingId === network.caipNetworkId && <span className="gw-spinner" aria-hidden="true" />}
          </button>
        </li>
      ))}
    </ul>
  )
}
