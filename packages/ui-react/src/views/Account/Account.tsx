import { ADDRESS_DISPLAY, type CaipNetwork, truncateAddress } from '@gangway/common'
import { addressExplorerUrl } from '@gangway/core'
import { useRef } from 'react'
import { Avatar } from '../../components/Avatar.js'
import { useFormatAmount } from '../../components/use-format-amount.js'
import { CopyIcon, ExternalIcon } from '../../components/icons.js'
import { safeImageUrl } from '../../components/safe-image-url.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useCore } from '../../context.js'
import { useMessages } from '../../use-messages.js'
import { useNetworkImage } from '../../hooks/use-network-image.js'
import { useActiveAccount } from '../../hooks/use-active-account.js'
import { useDisconnect } from '../../hooks/use-disconnect.js'
import { useConfiguredNamespaces, useConnectedAccounts } from '../../hooks/use-namespaces.js'
import { NAMESPACE_MESSAGES } from '../../messages.js'
import { LazyAccountTabs } from './LazyAccountTabs.js'
import { LazyConnectedAccounts } from './LazyConnectedAccounts.js'
import { LazyRecoveryNotice } from './LazyRecoveryNotice.js'
import { WalletFeatures } from './WalletFeatures.js'

/**
 * The connected account: avatar, name or address, native balance, the wallet features, network and disconnect,
 * then the tabs Tokens, NFTs and Activity (a lazy part). With several namespaces
 * connected (or the active one not connected) it also lists every connected account, each with its own
 * Disconnect, and Disconnect all. Another namespace can be connected from here while one is left. An embedded
 * wallet that no passkey or recovery code protects yet gets a notice offering to set one up (a lazy part).
 */
export function Account() {
  const core = useCore()
  const networkImage = useNetworkImage()
  const t = useMessages()
  const disconnect = useDisconnect()
  const { namespace, account, network } = useActiveAccount()
  const connected = useConnectedAccounts()
  const configured = useConfiguredNamespaces()
  // Focus goes here when the control that had it disappears with a disconnected namespace.
  const networkButton = useRef<HTMLButtonElement>(null)
  if (connected.length === 0) return null
  const address = account?.address
  const listAccounts = connected.length > 1 || !address
  const hasServices = Boolean(core.store.options.state.services?.blockchainApiUrl)
  const canConnectAnother = configured.some((ns) => !connected.some((entry) => entry.namespace === ns))
  // An embedded wallet (e-mail, social, Farcaster) is signed out of rather than disconnected.
  const embedded = account?.connectedWalletInfo?.type === 'AUTH'
  // Only the frame's explicit false: a frame without key shares (undefined) has nothing to offer.
  const unprotected = embedded && account?.recoverySetUp === false

  return (
    <div className="gw-center">
      {address ? (
        <AccountSummary address={address} />
      ) : (
        namespace && (
          <p className="gw-muted">
            {t('namespaceNotConnected', { namespace: t(NAMESPACE_MESSAGES[namespace]) })}
          </p>
        )
      )}
      {address && unprotected && <LazyRecoveryNotice />}
      {address && namespace && <WalletFeatures namespace={namespace} />}
      <div className="gw-stack gw-full-width">
        <button
          ref={networkButton}
          type="button"
          className="gw-item"
          onClick={() => core.store.router.push('Networks')}
        >
          <WalletImage src={networkImage(network)} className="gw-network-icon" />
          <span className="gw-item-name">{network?.name ?? t('unknownNetwork')}</span>
        </button>
        {listAccounts && (
          <LazyConnectedAccounts
            accounts={connected}
            activeNamespace={namespace}
            onDisconnected={() => networkButton.current?.focus()}
          />
        )}
        {canConnectAnother && (
          <button type="button" className="gw-secondary" onClick={() => core.store.router.push('Connect')}>
            {t('connectAnotherWallet')}
          </button>
        )}
        {/* One account listed already has its own Disconnect; a second, bare one would repeat it. */}
        {(connected.length > 1 || !listAccounts) && (
          <button type="button" className="gw-secondary" onClick={() => disconnect()}>
            {connected.length > 1 ? t('disconnectAll') : embedded ? t('signOut') : t('disconnect')}
          </button>
        )}
      </div>
      {address && namespace && hasServices && <LazyAccountTabs namespace={namespace} />}
    </div>
  )
}

/** The active account: avatar, name or address with Copy and the explorer link, and its native balance. */
function AccountSummary({ address }: { address: string }) {
  const core = useCore()
  const t = useMessages()
  const { account, network, namespace } = useActiveAccount()
  const explorer = network ? addressExplorerUrl(network as CaipNetwork, address) : undefined
  // SPEC §5: names are for eip155; one registered can be replaced by another.
  const canName = namespace === 'eip155' && Boolean(core.store.options.state.services?.blockchainApiUrl)

  const copyAddress = async () => {
    try {
      if (!globalThis.navigator?.clipboard) throw new Error('Clipboard unavailable')
      await navigator.clipboard.writeText(address)
      core.store.snack.show(t('copied'), 'success')
    } catch {
      core.store.snack.show(t('copyFailed'), 'error')
    }
  }

  return (
    <>
      <ProfileAvatar address={address} image={account?.profileImage} />
      <div className="gw-address-row">
        <p className="gw-heading gw-ellipsis" title={account?.profileName ?? address}>
          {account?.profileName ??
            truncateAddress(address, ADDRESS_DISPLAY.charsStart, ADDRESS_DISPLAY.charsEnd)}
        </p>
        <button type="button" className="gw-icon-btn" aria-label={t('copyAddress')} onClick={copyAddress}>
          <CopyIcon />
        </button>
        {explorer && (
          <a
            className="gw-icon-btn"
            href={explorer}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('viewOnExplorer')}
          >
            <ExternalIcon />
          </a>
        )}
      </div>
      <EmbeddedIdentity />
      <Balance balance={account?.balance} symbol={account?.balanceSymbol} loading={account?.balanceLoading} />
      {canName && (
        <button
          type="button"
          className="gw-text-btn"
          onClick={() => core.store.router.push('RegisterAccountName')}
        >
          {account?.profileName ? t('changeName') : t('chooseName')}
        </button>
      )}
    </>
  )
}

/** The identity's avatar when it is a safe image, else the address's gradient. */
function ProfileAvatar({ address, image }: { address: string; image?: string | null | undefined }) {
  if (safeImageUrl(image)) return <WalletImage src={image} className="gw-avatar" />
  return <Avatar address={address} className="gw-avatar" />
}

function Balance({ balance, symbol, loading }: { balance?: string; symbol?: string; loading?: boolean }) {
  const t = useMessages()
  const formatAmount = useFormatAmount()
  if (loading) {
    return (
      <span className="gw-skeleton" aria-busy="true">
        <span className="gw-visually-hidden">{t('balanceLoading')}</span>
      </span>
    )
  }
  if (balance === undefined) return null
  return <p className="gw-muted">{[formatAmount(balance), symbol].filter(Boolean).join(' ')}</p>
}

/** The e-mail or social username an embedded wallet was signed in with (SPEC §3 stored keys). */
function EmbeddedIdentity() {
  const core = useCore()
  const t = useMessages()
  const { account } = useActiveAccount()
  if (account?.connectedWalletInfo?.type !== 'AUTH' || !core.auth) return null
  const { email, userName } = core.auth.getStoredIdentity()
  const identity = email ?? userName
  if (!identity) return null
  return (
    <>
      <p className="gw-muted gw-ellipsis" title={identity}>
        {identity}
      </p>
      {email && (
        <button type="button" className="gw-text-btn" onClick={() => core.store.router.push('UpdateEmail')}>
          {t('updateEmail')}
        </button>
      )}
    </>
  )
}
