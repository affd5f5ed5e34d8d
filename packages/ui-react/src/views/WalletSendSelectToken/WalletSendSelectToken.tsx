import { formatBalance } from '@gangway/common'
import type { TokenBalance } from '@gangway/core'
import { fetchTokenBalances } from '@gangway/core/account'
import { useEffect, useState } from 'react'
import type { Snapshot } from 'valtio'
import { useSnapshot } from 'valtio/react'
import { SearchField } from '../../components/SearchField.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useCore } from '../../context.js'
import { usePartMessages } from '../../message-parts.js'
import { formatUsd } from '../../components/format-usd.js'
import { tokenKey } from '../WalletSend/send-helpers.js'
import { useSendableTokens } from '../WalletSend/use-sendable-tokens.js'
import { useSendPartStyles } from '../../theme/part-styles.js'
import { sendMessages } from '../send-messages.js'

/** A token matches when its name or symbol contains what was typed (any case), or its contract starts so. */
function matches(token: Snapshot<TokenBalance>, query: string): boolean {
  if (!query) return true
  const contract = token.address?.split(':')[2]?.toLowerCase()
  return (
    token.name.toLowerCase().includes(query) ||
    token.symbol.toLowerCase().includes(query) ||
    Boolean(contract?.startsWith(query))
  )
}

/**
 * WalletSendSelectToken: the account's tokens on the active network (icon, name, symbol, balance, USD value),
 * searchable by name or symbol. Picking one puts it into the send form and goes back.
 */
export function WalletSendSelectToken() {
  useSendPartStyles()
  const core = useCore()
  const t = usePartMessages(sendMessages)
  const [query, setQuery] = useState('')
  const tokens = useSendableTokens()
  const send = useSnapshot(core.store.send.state)

  useEffect(() => {
    void fetchTokenBalances(core)
  }, [core])

  const shown = tokens.balances.filter((token) => matches(token, query.trim().toLowerCase()))
  const pick = (token: Snapshot<TokenBalance>) => {
    core.store.send.setToken(token as TokenBalance)
    core.store.router.goBack()
  }

  return (
    <div className="gw-stack">
      <SearchField label={t('sendSearchToken')} value={query} onChange={setQuery} />
      {tokens.status === 'loading' && tokens.balances.length === 0 ? (
        <div className="gw-tab-empty" aria-busy="true">
          <span className="gw-skeleton gw-skeleton--row" />
          <span className="gw-skeleton gw-skeleton--row" />
          <span className="gw-visually-hidden">{t('sendTokensLoading')}</span>
        </div>
      ) : shown.length === 0 ? (
        <p className="gw-tab-empty" role="status">
          {tokens.balances.length === 0 ? t('sendTokensEmpty') : t('sendNoTokenFound')}
        </p>
      ) : (
        <ul className="gw-list gw-tab-scroll" aria-label={t('sendTokenList')}>
          {shown.map((token) => {
            const key = tokenKey(token)
            return (
              <li key={key}>
                <button
                  type="button"
                  className="gw-item gw-token-row"
                  aria-current={send.token && tokenKey(send.token) === key ? 'true' : undefined}
                  onClick={() => pick(token)}
                >
                  <WalletImage src={token.iconUrl} className="gw-token-icon" />
                  <span className="gw-token-main">
                    <span className="gw-ellipsis gw-token-name" title={token.name}>
                      {token.name}
                    </span>
                    <span
                      className="gw-muted gw-ellipsis"
                      title={`${token.quantity.numeric} ${token.symbol}`}
                    >
                      {formatBalance(token.quantity.numeric)} {token.symbol}
                    </span>
                  </span>
                  <span className="gw-token-value">{formatUsd(token.value)}</span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
