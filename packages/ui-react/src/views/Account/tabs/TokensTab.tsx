import { accountData, fetchTokenBalances } from '@gangway/core/account'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio/react'
import { useFormatAmount } from '../../../components/use-format-amount.js'
import { useFormatUsd } from '../../../components/use-format-usd.js'
import { WalletImage } from '../../../components/WalletImage.js'
import { useCore } from '../../../context.js'
import { useMessages } from '../../../use-messages.js'
import { TabLoading } from './ActivityTab.js'

/**
 * The Tokens tab: the portfolio of the active account on the active network, with USD values (SPEC §2). The
 * service client caches it 30 s; on failure its toast says 'Token Balance Unavailable' and the list is empty.
 */
export function TokensTab() {
  const formatUsd = useFormatUsd()
  const formatAmount = useFormatAmount()
  const core = useCore()
  const t = useMessages()
  const tokens = useSnapshot(accountData(core).tokens)

  useEffect(() => {
    void fetchTokenBalances(core)
  }, [core])

  if (tokens.status === 'loading' && tokens.balances.length === 0)
    return <TabLoading label={t('tokensLoading')} />
  if (tokens.balances.length === 0) {
    return (
      <p className="gw-tab-empty" role="status">
        {t('tokensEmpty')}
      </p>
    )
  }
  const total = tokens.balances.reduce((sum, token) => sum + (token.value ?? 0), 0)
  return (
    <div className="gw-tab-scroll">
      <p className="gw-portfolio-total">
        <span className="gw-muted">{t('portfolioTotal')}</span> <strong>{formatUsd(total)}</strong>
      </p>
      <ul className="gw-token-list" aria-label={t('tokensList')}>
        {tokens.balances.map((token) => (
          <li key={`${token.chainId}:${token.address ?? 'native'}`} className="gw-token-row">
            <WalletImage src={token.iconUrl} className="gw-token-icon" />
            <span className="gw-token-main">
              <span className="gw-ellipsis gw-token-name" title={token.name}>
                {token.name}
              </span>
              <span className="gw-muted gw-ellipsis" title={`${token.quantity.numeric} ${token.symbol}`}>
                {`${formatAmount(token.quantity.numeric)} ${token.symbol}`}
              </span>
            </span>
            <span className="gw-token-value">{formatUsd(token.value)}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
