import type { ChainNamespace } from '@gangway/common'
import { type EventName, SEND_NAMESPACES } from '@gangway/core'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio/react'
import { useCore, useMessages } from '../../context.js'
import type { MessageKey } from '../../messages.js'
import { preloadSendViews, preloadSwapViews } from '../../modal/view-registry.js'

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
  // Send is a few views (form, token list, review): fetched while the visitor looks at the account.
  useEffect(() => {
    if (canSend) void preloadSendViews()
  }, [canSend])
  const canSwap = shown.some(({ feature }) => feature === 'swaps')
  // Swap too (form, token list, review), so the quote is the only wait.
  useEffect(() => {
    if (canSwap) void preloadSwapViews()
  }, [canSwap])

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
