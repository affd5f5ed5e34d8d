import { solana } from '@gangway/common'
import type { AppKitCore, TokenBalance } from '@gangway/core'
import { accountData } from '@gangway/core/account'
import { connectFox, createMultiChainCore } from '../../test-multichain.js'
import { connectAccount, createTestCore } from '../../test-utils.js'

/** A second EVM account: a valid receiver. */
export const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const SOLANA_RECEIVER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

export const ETH: TokenBalance = {
  name: 'Ethereum',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 2000,
  value: 3000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}

export const USDC: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  price: 1,
  value: 250,
  quantity: { decimals: '6', numeric: '250' },
  iconUrl: '',
}

export const SOL: TokenBalance = {
  name: 'Solana',
  symbol: 'SOL',
  chainId: solana.caipNetworkId,
  price: 150,
  value: 375,
  quantity: { decimals: '9', numeric: '2.5' },
  iconUrl: '',
}

export const SPL_TOKEN: TokenBalance = {
  name: 'Bonk',
  symbol: 'BONK',
  chainId: solana.caipNetworkId,
  address: `${solana.caipNetworkId}:DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263`,
  price: 0.00002,
  value: 2,
  quantity: { decimals: '5', numeric: '100000' },
  iconUrl: '',
}

/** The account's tokens, as fetchTokenBalances leaves them (set directly: no service is needed). */
export function setTokens(core: AppKitCore, balances: TokenBalance[]): void {
  Object.assign(accountData(core).tokens, { status: 'ready', balances })
}

/** An EVM account on Ethereum (no adapter: nothing can be estimated or sent), opened on `view` from Account. */
export async function evmCore(view: string, tokens: TokenBalance[] = [ETH, USDC]) {
  const core = createTestCore()
  connectAccount(core)
  setTokens(core, tokens)
  await core.open({ view: 'Account' })
  core.store.router.push('WalletSend')
  if (view !== 'WalletSend') core.store.router.push(view)
  return core
}

/** A Solana account connected through an in-memory adapter (the fee is Solana's fixed one), opened on `view`. */
export async function solanaCore(view: string, tokens: TokenBalance[] = [SOL, SPL_TOKEN]) {
  const { core, adapters } = await createMultiChainCore(['solana'])
  await connectFox(core, 'solana')
  setTokens(core, tokens)
  await core.open({ view: 'Account' })
  core.store.router.push('WalletSend')
  if (view !== 'WalletSend') core.store.router.push(view)
  const adapter = adapters.solana?.adapter
  if (!adapter) throw new Error('No Solana adapter')
  return { core, adapter }
}
