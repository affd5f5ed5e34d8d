import type { ChainNamespace } from '@gangway/common'
import { type EventName, SEND_NAMESPACES } from '@gangway/core'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio/react'
import { useCore } from '../../context.js'
import { useMessages } from '../../use-messages.js'
import type { MessageKey } from '../../messages.js'
import { preloadSendViews } from '../../modal/lazy-views/wallet-features.js'
import { whenSettled } from '../../modal/when-settled.js'

interface WalletFeature {
  feature: 'onramp' | 'swaps' | 'receive' | 'send'
  view: string
  label: MessageKey
  namespaces?: readonly ChainNamespace[]
  /** Tracked when it is picked (API.md events). */
  event?: EventName
  /** Served by the blockchain API: hidden without it (ARCHITECTURE: hidden, never broken). */
  needsBlockchainApi?: boolean
}

/** SPEC §9 wallet feature order: onramp, swaps, receive, send. */
const WALLET_FEATURES: readonly WalletFeature[] = [
  {
    feature: 'onramp',
    view: 'OnRampProviders',
    label: 'featureBuy',
    // The providers pay out to EVM addresses.
    namespaces: ['eip155'],
    event: 'SELECT_BUY_CRYPTO',
    needsBlockchainApi: true,
  },
  {
    feature: 'swaps',
    view: 'Swap',
    label: 'featureSwap',
    // SPEC §5: swaps, like activity, are eip155 only (core/swap's SWAP_NAMESPACES, not imported: start-up code).
    namespaces: ['eip155'],
    needsBlockchainApi: true,
  },
  { feature: 'receive', view: 'WalletReceive', label: 'featureReceive' },
  { feature: 'send', view: 'WalletSend', label: 'featureSend', namespaces: SEND_NAMESPACES },
]

/** The wallet features of the active account, each shown when its `features` flag is on (SPEC §9). */
export function WalletFeatures({ namespace }: { namespace: ChainNamespace }) {
  const core = useCore()
  const t = useMessages()
  const options = useSnapshot(core.store.options.state)
  const shown = WALLET_FEATURES.filter(
    ({ feature, namespaces, needsBlockchainApi }) =>
      options.features?.[feature] !== false &&
      (!namespaces || namespaces.includes(namespace)) &&
      (!needsBlockchainApi || Boolean(options.services?.blockchainApiUrl)),
  )
  const canSend = shown.some(({ feature }) => feature === 'send')
  // Send is a few views (form, token list, review): fetched while the visitor looks at the account, once the
  // account is on screen (the tabs' own parts come first).
  useEffect(() => (canSend ? whenSettled(() => void preloadSendViews()) : undefined), [canSend])

  if (shown.length === 0) return null
  return (
    <div className="gw-features">
      {shown.map(({ feature, view, label, event }) => (
        <button
          key={feature}
          type="button"
          className="gw-secondary"
          onClick={() => {
            if (event) core.store.events.send({ type: 'track', event })
            core.store.router.push(view)
          }}
        >
          {t(label)}
        </button>
      ))}
    </div>
  )
}
