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
import { useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { type TokenOption, TokenPicker } from '../../components/forms/TokenPicker.js'
import { useCore } from '../../context.js'
import { usePartMessages } from '../../message-parts.js'
import { swapMessages } from '../Swap/swap-messages.js'
import { useSwapPartStyles } from '../Swap/use-swap-styles.js'

/** The side the list picks for, as the Swap view pushed it; the to side unless it said from. */
function useSide(): SwapSide {
  const data = useSnapshot(useCore().store.router.state).data
  return data?.side === 'from' ? 'from' : 'to'
}

/** The rows of the pool's tokens, the one on the side already picked marked current. */
function toOptions(options: SwapTokenOption[], current: string | undefined): TokenOption<SwapToken>[] {
  return options.map(({ token, balance, value }) => ({
    token,
    key: token.address,
    name: token.name,
    symbol: token.symbol,
    iconUrl: token.logoUri,
    balance,
    value,
    current: sameSwapToken(current, token.address),
  }))
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

  const current = state[side]?.address
  return (
    <TokenPicker
      className="gw-stack gw-form"
      searchLabel={t('swapSearchToken')}
      query={query}
      onQueryChange={setQuery}
      loadingText={state.tokens.status === 'loading' ? t('swapTokensLoading') : undefined}
      emptyText={
        shown.length > 0
          ? undefined
          : state.tokens.list.length === 0
            ? t('swapTokensEmpty')
            : t('swapNoTokenFound')
      }
      groups={[
        { label: t('swapYourTokens'), options: toOptions(yours, current) },
        { label: t('swapAllTokens'), options: toOptions(others, current) },
      ]}
      onPick={pick}
    />
  )
}
