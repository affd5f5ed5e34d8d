import { WalletConnectPairing } from '../../components/WalletConnectPairing.js'
import { useCore } from '../../context.js'
import { useMessages } from '../../use-messages.js'
import { useWalletConnectPairing } from '../../hooks/use-walletconnect-pairing.js'

/** Basic mode, or a desktop page without adapters (SPEC §2): the WalletConnect code, and every wallet. */
export function ConnectingWalletConnectBasic() {
  const core = useCore()
  const t = useMessages()
  useWalletConnectPairing()
  return (
    <div className="gw-stack">
      <WalletConnectPairing />
      <button type="button" className="gw-secondary" onClick={() => core.store.router.push('AllWallets')}>
        {t('allWallets')}
      </button>
    </div>
  )
}
