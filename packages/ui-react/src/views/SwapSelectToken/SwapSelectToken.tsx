import { formatBalance } from '@gangway/common'
import { accountData } from '@gangway/core/account'
import {
  matchesSwapToken,
  orderSwapTokens,
  type SwapSide,
  type SwapToken,
  type SwapTokenOption,
  sameSwapToken,
  setSwapToken,
  swapState,
} from '@gangway/core/swap'
import { useId, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { formatUsd } from '../../components/format-usd.js'
import { SearchField } from '../../components/SearchField.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useCore } from '../../context.js'
import { usePartMessages } from '../../message-parts.js'
import { swapMessages } from '../Swap/swap-messages.js'
import { useSwapPartStyles } from '../Swap/use-swap-styles.js'

/** The side the list picks for, as the Swap view pushed it; the to side unless it said from. */
function useSide(): SwapSide {
  const data = useSnapshot(useCore().store.router.state).data
  return data?.side === 'from' ? 'from' : 'to'
}

function TokenList({
  label,
  options,
  current,
  onPick,
}: {
  label: string
  options: SwapTokenOption[]
  current: string | undefined
  onPick(token: SwapToken): void
}) {
  const headingId = useId()
  if (options.length === 0) return null
  return (
    <div className="gw-stack">
      <h3 id={headingId} className="gw-swap-list-heading">
        {label}
      </h3>
      <ul className="gw-list" aria-labelledby={headingId}>
        {options.map(({ token, balance, value }) => (
          <li key={token.address}>
            <button
              type="button"
              className="gw-item gw-token-row"
              aria-current={sameSwapToken(current, token.address) ? 'true' : undefined}
              onClick={() => onPick(token)}
            >
              <WalletImage src={token.logoUri} className="gw-token-icon" />
              <span className="gw-token-main">
                <span className="gw-ellipsis gw-token-name" title={token.name}>
                  {token.name}
                </span>
                <span
                  className="gw-muted gw-ellipsis"
                  title={balance ? `${balance} ${token.symbol}` : token.symbol}
                >
                  {balance ? `${formatBalance(balance)} ${token.symbol}` : token.symbol}
                </span>
              </span>
              {value !== undefined && <span className="gw-token-value">{formatUsd(value)}</span>}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * SwapSelectToken: the account's tokens first (with their balances and values), then the rest the pool trades,
 * searchable by name, symbol or contract. Picking one puts it on the side the Swap view asked for and goes back;
 * the token of the other side swaps the sides.
 */
export function SwapSelectToken() {
  useSwapPartStyles()
  const core = useCore()
  const t = usePartMessages(swapMessages)
  const side = useSide()
  const [query, setQuery] = useState('')
  const state = useSnapshot(swapState(core))
  const balances = useSnapshot(accountData(core).tokens).balances
  const shown = state.tokens.list.filter((token) => matchesSwapToken(token, query))
  const { yours, others } = orderSwapTokens(shown as SwapToken[], balances)

  const pick = (token: SwapToken) => {
    setSwapToken(core, side, token)
    core.store.router.goBack()
  }

  return (
    <div className="gw-stack gw-swap">
      <SearchField label={t('swapSearchToken')} value={query} onChange={setQuery} />
      {state.tokens.status === 'loading' ? (
        <div className="gw-tab-empty" aria-busy="true">
          <span className="gw-skeleton gw-skeleton--row" />
          <span className="gw-skeleton gw-skeleton--row" />
          <span className="gw-visually-hidden">{t('swapTokensLoading')}</span>
        </div>
      ) : shown.length === 0 ? (
        <p className="gw-tab-empty" role="status">
          {state.tokens.list.length === 0 ? t('swapTokensEmpty') : t('swapNoTokenFound')}
        </p>
      ) : (
        <div className="gw-stack gw-tab-scroll">
          <TokenList
            label={t('swapYourTokens')}
            options={yours}
            current={state[side]?.address}
            onPick={pick}
          />
          <TokenList
            label={t('swapAllTokens')}
            options={others}
            current={state[side]?.address}
            onPick={pick}
          />
        </div>
      )}
    </div>
  )
}
