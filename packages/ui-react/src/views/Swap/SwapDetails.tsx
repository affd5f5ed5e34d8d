import { formatUnits, localizeDecimal } from '@gangway/common'
import { type SwapSummary, swapState } from '@gangway/core/swap'
import { useSnapshot } from 'valtio/react'
import { useFormatUsd } from '../../components/use-format-usd.js'
import { useLocale } from '../../i18n/use-locale.js'
import { useCore } from '../../context.js'
import { usePartMessages } from '../../message-parts.js'
import { formatPercent, formatSwapAmount, formatSwapDecimal, shortSymbol } from './swap-format.js'
import { swapMessages } from './swap-messages.js'

/**
 * The quote's terms: the rate, the network fee (in the native coin and USD), the price impact, the pool's fee,
 * the slippage tolerance (SPEC §9: 1%) and the least the swap may give. Shown once a quote is in.
 */
export function SwapDetails({ summary }: { summary: SwapSummary }) {
  const formatUsd = useFormatUsd()
  const locale = useLocale()
  const core = useCore()
  const t = usePartMessages(swapMessages)
  const { from, to, slippage } = useSnapshot(swapState(core))
  if (!from || !to) return null
  const { native, networkFee } = summary
  const fee =
    native && networkFee !== undefined
      ? `${localizeDecimal(formatSwapAmount(networkFee, native.decimals), locale)} ${shortSymbol(native.symbol)}`
      : t('swapNetworkFeeUnknown')
  const rate = (fromSymbol: string, toSymbol: string) =>
    summary.rate === undefined
      ? undefined
      : t('swapRateValue', {
          from: fromSymbol,
          rate: localizeDecimal(formatSwapDecimal(summary.rate), locale),
          to: toSymbol,
        })
  return (
    <dl className="gw-details gw-swap-details">
      {summary.rate !== undefined && (
        <>
          <dt>{t('swapRate')}</dt>
          <dd className="gw-break" title={rate(from.symbol, to.symbol)}>
            {rate(shortSymbol(from.symbol), shortSymbol(to.symbol))}
          </dd>
        </>
      )}
      <dt>{t('swapNetworkFee')}</dt>
      <dd className="gw-break">
        {fee}
        {summary.networkFeeUsd !== undefined &&
          ` ${t('swapUsdValue', { value: formatUsd(summary.networkFeeUsd) })}`}
      </dd>
      {summary.priceImpact !== undefined && (
        <>
          <dt>{t('swapPriceImpact')}</dt>
          <dd>{t('swapPercent', { value: formatPercent(summary.priceImpact) })}</dd>
        </>
      )}
      {summary.poolFee !== undefined && (
        <>
          <dt>{t('swapPoolFee')}</dt>
          <dd className="gw-break" title={from.symbol}>
            {localizeDecimal(formatSwapDecimal(formatUnits(summary.poolFee, from.decimals)), locale)}{' '}
            {shortSymbol(from.symbol)}
          </dd>
        </>
      )}
      <dt>{t('swapSlippage')}</dt>
      <dd>{t('swapPercent', { value: slippage })}</dd>
      {summary.minimumReceived !== undefined && (
        <>
          <dt>{t('swapMinimumReceived')}</dt>
          <dd className="gw-break" title={to.symbol}>
            {localizeDecimal(formatSwapAmount(summary.minimumReceived, to.decimals), locale)}{' '}
            {shortSymbol(to.symbol)}
          </dd>
        </>
      )}
    </dl>
  )
}
