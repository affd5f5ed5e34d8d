import type { ChainNamespace } from '@gangway/common'
import type { Connector } from '@gangway/core'
import { useId, useState } from 'react'
import type { Snapshot } from 'valtio'
import { useSnapshot } from 'valtio/react'
import { WalletImage } from '../../components/WalletImage.js'
import { useCore } from '../../context.js'
import { useMessages } from '../../use-messages.js'
import { usePartMessages } from '../../message-parts.js'
import { multiChainMessages } from '../multichain-messages.js'
import { useNetworkImage } from '../../hooks/use-network-image.js'
import { useActivateNamespace } from '../../hooks/use-activate-namespace.js'
import { useTranslateError } from '../../hooks/use-translate-error.js'
import { NAMESPACE_MESSAGES } from '../../messages.js'

/**
 * A wallet with the same name on several namespaces (core's MULTI_CHAIN entry): the visitor picks the
 * namespace to connect, and the wallet is asked for that one only. A namespace this wallet already connected
 * says so; picking it makes its account the active one. A namespace connected through another wallet names
 * that wallet: picking it connects this one there instead. Waiting and failure (with Try again) show below
 * the list, so another namespace can be picked after a failure.
 */
export function ConnectingMultiChain() {
  const core = useCore()
  const networkImage = useNetworkImage()
  const t = useMessages()
  const tPart = usePartMessages(multiChainMessages)
  const translateError = useTranslateError()
  const activateNamespace = useActivateNamespace()
  const headingId = useId()
  const router = useSnapshot(core.store.router.state)
  const connection = useSnapshot(core.store.connection.state)
  const { activeConnectorIds } = useSnapshot(core.store.connectors.state)
  const { chains } = useSnapshot(core.store.chain.state)
  // What the visitor picked in this view: errors of earlier attempts elsewhere are not this view's.
  const [chosen, setChosen] = useState<ChainNamespace>()
  const connector = router.data?.connector
  if (!connector) return null
  const members = connector.connectors ?? []

  const connecting =
    chosen !== undefined &&
    connection.status === 'connecting' &&
    connection.connectingWallet?.id === connector.id
  const error = chosen !== undefined && !connecting ? connection.error : undefined
  const namespaceName = (namespace: ChainNamespace) => t(NAMESPACE_MESSAGES[namespace])
  const isConnected = (namespace: ChainNamespace) => Boolean(chains[namespace]?.accountState.caipAddress)
  const connectedHere = (member: Snapshot<Connector>) =>
    activeConnectorIds[member.chain] === member.id && isConnected(member.chain)
  /** The tag of a connected namespace; through another wallet it names that wallet, which a pick replaces. */
  const connectedTag = (member: Snapshot<Connector>): string | undefined => {
    if (!isConnected(member.chain)) return undefined
    if (connectedHere(member)) return tPart('namespaceConnected')
    const other = chains[member.chain]?.accountState.connectedWalletInfo?.name
    return other ? tPart('namespaceConnectedWith', { name: other }) : tPart('namespaceConnected')
  }

  const connect = (namespace: ChainNamespace) => {
    const entry = liveEntry(namespace)
    if (!entry) return
    setChosen(namespace)
    void core.connect(entry, { namespace })
  }

  /**
   * The merged entry from state, not from a snapshot: its per-namespace connectors keep their providers.
   * A namespace filter may have split it since; the entry the view was opened with still has every part.
   */
  const liveEntry = (namespace: ChainNamespace): Connector | undefined => {
    const live = core.store.connectors.getConnector(connector.id)
    if (live?.connectors?.some((member) => member.chain === namespace)) return live
    return core.store.router.state.data?.connector
  }

  const choose = async (member: Snapshot<Connector>) => {
    if (connecting) return
    if (!connectedHere(member)) {
      connect(member.chain)
      return
    }
    // Connected already through this wallet: asking it again would only prompt the visitor for nothing.
    if (await activateNamespace(member.chain)) core.store.router.reset('Account')
  }

  return (
    <div className="gw-stack">
      <div className="gw-center">
        <WalletImage
          src={connector.imageUrl ?? connector.info?.icon}
          className="gw-wallet-icon gw-wallet-icon--l"
        />
        <p className="gw-heading" id={headingId}>
          {tPart('selectChain')}
        </p>
        <p className="gw-muted">{tPart('selectChainFor', { name: connector.name })}</p>
      </div>
      <ul className="gw-list" aria-labelledby={headingId}>
        {members.map((member) => {
          const busy = connecting && chosen === member.chain
          const tag = connectedTag(member)
          return (
            <li key={member.chain}>
              <button
                type="button"
                className="gw-item"
                // aria-disabled, not disabled: the focused button must keep focus while the wallet answers.
                aria-disabled={connecting}
                aria-busy={busy}
                onClick={() => void choose(member)}
              >
                <WalletImage
                  src={networkImage(chains[member.chain]?.caipNetworks[0])}
                  className="gw-network-icon"
                />
                <span className="gw-item-name">{namespaceName(member.chain)}</span>
                {tag && <span className="gw-tag">{tag}</span>}
                {busy && <span className="gw-spinner" aria-hidden="true" />}
              </button>
            </li>
          )
        })}
      </ul>
      <div className="gw-center" aria-live="polite">
        {connecting && chosen && (
          <>
            <p className="gw-heading">
              {tPart('connectingOn', { name: connector.name, namespace: namespaceName(chosen) })}
            </p>
            <p className="gw-muted">{t('acceptConnection')}</p>
          </>
        )}
        {error && <p className="gw-error-text">{translateError(error)}</p>}
      </div>
      {error && chosen && (
        <button type="button" className="gw-primary" onClick={() => connect(chosen)}>
          {t('tryAgain')}
        </button>
      )}
    </div>
  )
}
