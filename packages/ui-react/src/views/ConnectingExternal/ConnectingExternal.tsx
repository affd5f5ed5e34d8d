import { useSnapshot } from 'valtio/react'
import { WalletImage } from '../../components/WalletImage.js'
import { useCore } from '../../context.js'
import { useMessages } from '../../use-messages.js'
import { useTranslateError } from '../../hooks/use-translate-error.js'

/** Waits for the wallet to answer; a declined or failed request can be tried again. */
export function ConnectingExternal() {
  const core = useCore()
  const t = useMessages()
  const translateError = useTranslateError()
  const router = useSnapshot(core.store.router.state)
  const connection = useSnapshot(core.store.connection.state)
  const connector = router.data?.connector ?? connection.connectingWallet
  if (!connector) return null

  const retry = () => {
    const live = core.store.connectors.getConnector(connector.id) ?? core.store.router.state.data?.connector
    if (live) void core.connect(live)
  }

  return (
    <div className="gw-center">
      <WalletImage
        src={connector.imageUrl ?? connector.info?.icon}
        className="gw-wallet-icon gw-wallet-icon--l"
      />
      <div className="gw-center" aria-live="polite">
        {connection.error ? (
          <p className="gw-error-text">{translateError(connection.error)}</p>
        ) : (
          <>
            <p className="gw-heading">{t('continueIn', { name: connector.name })}</p>
            <p className="gw-muted">{t('acceptConnection')}</p>
          </>
        )}
      </div>
      {connection.error ? (
        <button type="button" className="gw-primary" onClick={retry}>
          {t('tryAgain')}
        </button>
      ) : (
        <span className="gw-spinner" aria-hidden="true" />
      )}
    </div>
  )
}
