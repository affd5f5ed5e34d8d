import type { TokenBalance } from '@gangway/core'
import { fetchTokenBalances } from '@gangway/core/account'
import { useEffect, useState } from 'react'
import type { Snapshot } from 'valtio'
import { useSnapshot } from 'valtio/react'
import { type TokenOption, TokenPicker } from '../../components/forms/TokenPicker.js'
import { useCore } from '../../context.js'
import { usePartMessages } from '../../message-parts.js'
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

  const currentKey = send.token && tokenKey(send.token)
  return (
    <TokenPicker
      searchLabel={t('sendSearchToken')}
      query={query}
      onQueryChange={setQuery}
      loadingText={
        tokens.status === 'loading' && tokens.balances.length === 0 ? t('sendTokensLoading') : undefined
      }
      emptyText={
        shown.length > 0
          ? undefined
          : tokens.balances.length === 0
            ? t('sendTokensEmpty')
            : t('sendNoTokenFound')
      }
      groups={[{ label: t('sendTokenList'), options: shown.map((token) => toOption(token, currentKey)) }]}
      onPick={pick}
    />
  )
}

/** A token of the account as a row shows it: its balance and USD value. */
function toOption(
  token: Snapshot<TokenBalance>,
  currentKey: string | undefined,
): TokenOption<Snapshot<TokenBalance>> {
  const key = tokenKey(token)
  return {
    token,
    key,
    name: token.name,
    symbol: token.symbol,
    iconUrl: token.iconUrl,
    balance: token.quantity.numeric,
    value: token.value,
    current: key === currentKey,
  }
}
