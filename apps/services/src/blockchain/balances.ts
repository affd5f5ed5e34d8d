import { type Address, erc20Abi, formatUnits } from 'viem'
import { type ChainRegistry, NotDeployedError } from '../chain/chain-registry.js'
import type { PriceTable } from './price-table.js'

/** SPEC §3 token balance, as the service sends it (`address` is CAIP-10, absent for the native coin). */
export interface TokenBalanceBody {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

interface BalanceLine {
  name: string
  symbol: string
  decimals: number
  price: number
  raw: bigint
  tokenAddress?: Address
}

function toBody(chainId: number, line: BalanceLine, iconUrl: (symbol: string) => string): TokenBalanceBody {
  const numeric = formatUnits(line.raw, line.decimals)
  const caipChainId = `eip155:${chainId}`
  return {
    name: line.name,
    symbol: line.symbol,
    chainId: caipChainId,
    ...(line.tokenAddress ? { address: `${caipChainId}:${line.tokenAddress}` } : {}),
    value: Number(numeric) * line.price,
    price: line.price,
    quantity: { decimals: String(line.decimals), numeric },
    iconUrl: iconUrl(line.symbol),
  }
}

/** The native coin and token balances of `address` on one chain, read from its node; zero balances are left out. */
export async function readChainBalances(
  registry: ChainRegistry,
  prices: PriceTable,
  chainId: number,
  address: Address,
  iconUrl: (symbol: string) => string,
): Promise<TokenBalanceBody[]> {
  const client = registry.client(chainId)
  // A chain without our tokens (a production chain: nothing is deployed there) has its native coin only.
  const contracts = await registry.tokens(chainId).catch((error: unknown) => {
    if (error instanceof NotDeployedError) return undefined
    throw error
  })
  const native = prices.native(chainId)
  const tokens = contracts
    ? prices.tokens().map((token) => ({ ...token, address: contracts[token.symbol] }))
    : []
  const [nativeRaw, ...tokenRaws] = await Promise.all([
    client.getBalance({ address }),
    ...tokens.map((token) =>
      client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    ),
  ])
  const lines: BalanceLine[] = [
    { ...native, raw: nativeRaw },
    ...tokens.map((token, index) => ({
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      price: token.price,
      raw: tokenRaws[index]!,
      tokenAddress: token.address,
    })),
  ]
  return lines.filter((line) => line.raw > 0n).map((line) => toBody(chainId, line, iconUrl))
}
