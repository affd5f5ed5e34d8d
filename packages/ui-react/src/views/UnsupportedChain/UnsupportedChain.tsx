import { useCore } from '../../context.js'
import { useMessages } from '../../use-messages.js'
import { useDisconnect } from '../../hooks/use-disconnect.js'
import { useConnectedAccounts } from '../../hooks/use-namespaces.js'
import { NetworkList } from '../Networks/NetworkList.js'

/**
 * SPEC §2: the wallet is on a network the app does not support. Leaving is switching network or
 * disconnecting; with several namespaces connected that ends every session, so it says Disconnect all, as
 * Account does.
 */
export function UnsupportedChain() {
  const core = useCore()
  const t = useMessages()
  const disconnect = useDisconnect()
  const several = useConnectedAccounts().length > 1
  // Core usually closes the modal itself once the wallet is on a configured network; when it has
  // not (an embedded modal), back leaves: SPEC §2 back closes when UnsupportedChain is in the history.
  const leave = () => {
    if (core.store.router.state.view === 'UnsupportedChain') core.store.router.goBack()
  }
  return (
    <div className="gw-stack">
      <p className="gw-muted">{t('unsupportedBody')}</p>
      <NetworkList onSwitched={leave} />
      <button type="button" className="gw-secondary" onClick={() => disconnect()}>
        {several ? t('disconnectAll') : t('disconnect')}
      </button>
    </div>
  )
}
