import type { ChainNamespace } from '@gangway/common'
import { SEND_NAMESPACES } from '@gangway/core'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio/react'
import { useCore, useMessages } from '../../context.js'
import type { MessageKey } from '../../messages.js'
import { preloadSendViews } from '../../modal/view-registry.js'

interface WalletFeature {
  feature: 'onramp' | 'swaps' | 'receive' | 'send'
  view: string
  label: MessageKey
  namespaces?: readonly ChainNamespace[]
}

/**
 * SPEC §9 wallet feature order: onramp, swaps, receive, send. Buy and Swap join this list with their views
 * (the next issue); until then only the features whose views exist are offered.
 */
const WALLET_FEATURES: readonly WalletFeature[] = [
  { feature: 'receive', view: 'WalletReceive', label: 'featureReceive' },
  { feature: 'send', view: 'WalletSend', label: 'featureSend', namespaces: SEND_NAMESPACES },
]

/** The wallet features of the active account, each shown when its `features` flag is on (SPEC §9). */
export function WalletFeatures({ namespace }: { namespace: ChainNamespace }) {
  const core = useCore()
  const t = useMessages()
  const options = useSnapshot(core.store.options.state)
  const shown = WALLET_FEATURES.filter(
    ({ feature, namespaces }) =>
      options.features?.[feature] !== false && (!namespaces || namespaces.includes(namespace)),
  )
  const canSend = shown.some(({ feature }) => feature === 'send')
  // Send is a few views (form, token list, review): fetched while the visitor looks at the account.
  useEffect(() => {
    if (canSend) void preloadSendViews()
  }, [canSend])

  if (shown.length === 0) return null
  return (
    <div className="gw-features">
      {shown.map(({ feature, view, label }) => (
        <button
          key={feature}
          type="button"
          className="gw-secondary"
          onClick={() => core.store.router.push(view)}
        >
          {t(label)}
        </button>
      ))}
    </div>
  )
}
