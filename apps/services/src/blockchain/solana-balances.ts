import { formatUnits, isSolanaAddress } from '@gangway/common'
import type { SolanaChain } from '../chain/solana/solana-chain.js'
import { SOL_CURRENCY } from '../chain/solana/spl-tokens.js'
import { describeError } from '../describe-error.js'
import { ServiceError } from '../http/errors.js'
import type { PriceTable } from './price-table.js'
import type { TokenBalanceBody } from './balances.js'

interface SolanaBalanceSources {
  solana: SolanaChain | undefined
  prices: PriceTable
  log: (line: string) => void
}

function line(
  chainId: string,
  item: { name: string; symbol: string; decimals: number; price: number; raw: bigint; address?: string },
  iconUrl: (symbol: string) => string,
): TokenBalanceBody {
  const numeric = formatUnits(item.raw, item.decimals)
  return {
    name: item.name,
    symbol: item.symbol,
    chainId,
    ...(item.address ? { address: `${chainId}:${item.address}` } : {}),
    value: Number(numeric) * item.price,
    price: item.price,
    quantity: { decimals: String(item.decimals), numeric },
    iconUrl: iconUrl(item.symbol),
  }
}

/**
 * SPEC §7 balance lines of a Solana address on the local chain: SOL and the SPL tokens it holds, read from the
 * node; zero balances are left out. Another Solana cluster (none runs here) has no balances.
 */
export async function solanaBalanceLines(
  { solana, prices, log }: SolanaBalanceSources,
  chainId: string,
  address: string,
  iconUrl: (symbol: string) => string,
): Promise<TokenBalanceBody[]> {
  if (!solana) return []
  if (!isSolanaAddress(address)) throw new ServiceError(400, 'Invalid address: not a Solana address')
  try {
    if (!(await solana.answersTo(chainId))) return []
    const { lamports, holdings } = await solana.balances(address)
    const lines = [
      { ...SOL_CURRENCY, raw: lamports },
      ...holdings.map(({ token, mint, raw }) => ({
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        price: prices.tokens().find((priced) => priced.symbol === token.symbol)?.price ?? 0,
        raw,
        address: mint,
      })),
    ]
    return lines.filter((item) => item.raw > 0n).map((item) => line(chainId, item, iconUrl))
  } catch (error) {
    log(`services: Solana balance read failed: ${describeError(error)}`)
    throw new ServiceError(502, `Chain ${chainId} is unavailable`)
  }
}
