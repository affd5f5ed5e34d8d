import type { ChainNamespace } from '@gangway/common'
import { fetchActivity } from '@gangway/core/account'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useCore } from '../../../context.js'
import { useMessages } from '../../../use-messages.js'
import type { MessageKey } from '../../../messages.js'
import { ActivityTab } from './ActivityTab.js'
import { NftsTab } from './NftsTab.js'
import { TokensTab } from './TokensTab.js'
import { useAccountPartStyles } from '../../../theme/part-styles.js'

export type AccountTab = 'tokens' | 'nfts' | 'activity'

const TAB_MESSAGES: Record<AccountTab, MessageKey> = { tokens: 'tokens', nfts: 'nfts', activity: 'activity' }

/**
 * SPEC §5 namespace limits: balances for eip155 and solana, NFTs and activity for eip155; activity also needs
 * the `history` feature.
 */
export function tabsFor(namespace: ChainNamespace, history: boolean): AccountTab[] {
  if (namespace === 'eip155') return history ? ['tokens', 'nfts', 'activity'] : ['tokens', 'nfts']
  if (namespace === 'solana') return ['tokens']
  return []
}

/**
 * The Account view's tabs Tokens, NFTs and Activity (SPEC §2) as a keyboard tab list: arrows, Home and End
 * move between tabs, which follow focus. Each panel loads its data when shown.
 */
export function AccountTabs({ namespace }: { namespace: ChainNamespace }) {
  useAccountPartStyles()
  const core = useCore()
  const t = useMessages()
  const options = useSnapshot(core.store.options.state)
  const tabs = tabsFor(namespace, options.features?.history !== false)
  const [chosen, setChosen] = useState<AccountTab>('tokens')
  const selected = tabs.includes(chosen) ? chosen : tabs[0]
  const id = useId()
  const buttons = useRef(new Map<AccountTab, HTMLButtonElement>())
  const showsActivity = tabs.includes('activity')
  // The first page of activity is asked for with the view, so it is there (or on its way) when the tab is chosen.
  useEffect(() => {
    if (showsActivity) void fetchActivity(core, { quiet: true })
  }, [core, showsActivity])
  if (!selected) return null

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(selected)
    const next =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs.at(-1)
              : undefined
    if (!next) return
    event.preventDefault()
    setChosen(next)
    buttons.current.get(next)?.focus()
  }

  return (
    <div className="gw-tabs">
      <div role="tablist" aria-label={t('accountTabs')} className="gw-tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element)
              else buttons.current.delete(tab)
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={tab === selected ? 0 : -1}
            className="gw-tab"
            onClick={() => setChosen(tab)}
          >
            {t(TAB_MESSAGES[tab])}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${selected}-panel`}
        aria-labelledby={`${id}-${selected}`}
        className="gw-tabpanel"
      >
        {selected === 'tokens' && <TokensTab />}
        {selected === 'nfts' && <NftsTab />}
        {selected === 'activity' && <ActivityTab />}
      </div>
    </div>
  )
}
