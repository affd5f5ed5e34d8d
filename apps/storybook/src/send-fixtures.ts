import { type ChainNamespace, solana } from '@gangway/common'
import type { AppKitCore, ChainAdapter, TokenBalance } from '@gangway/core'
import { accountData } from '@gangway/core/account'
import { connectAccount, icon } from './fixtures.js'
import { connectNamespace } from './multichain-fixtures.js'
import type { GangwayParameters } from './with-gangway.js'

/** A second EVM account and a Solana one: valid receivers. */
export const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const SOLANA_RECEIVER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
export const STORY_HASH =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'

export const TOKENS = {
  eth: {
    name: 'Ethereum',
    symbol: 'ETH',
    chainId: 'eip155:1',
    price: 2000,
    value: 3000,
    quantity: { decimals: '18', numeric: '1.5' },
    iconUrl: icon('#627eea', 'E'),
  },
  usdc: {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:1',
    address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    price: 1,
    value: 250,
    quantity: { decimals: '6', numeric: '250' },
    iconUrl: icon('#2775ca', 'U'),
  },
  dai: {
    name: 'Dai Stablecoin',
    symbol: 'DAI',
    chainId: 'eip155:1',
    address: 'eip155:1:0x6B175474E89094C44Da98b954EedeAC495271d0F',
    price: 1,
    value: 42.5,
    quantity: { decimals: '18', numeric: '42.5' },
    iconUrl: icon('#f5ac37', 'D'),
  },
  sol: {
    name: 'Solana',
    symbol: 'SOL',
    chainId: solana.caipNetworkId,
    price: 150,
    value: 375,
    quantity: { decimals: '9', numeric: '2.5' },
    iconUrl: icon('#9945ff', 'S'),
  },
} satisfies Record<string, TokenBalance>

/** Tokens whose name and symbol are hostile markup or far too long: they must show as cut text. */
export const HOSTILE_TOKENS: TokenBalance[] = [
  {
    ...TOKENS.dai,
    name: '<img src=x onerror=alert(1)>',
    symbol: '<script>alert(1)</script>',
    address: 'eip155:1:0x1111111111111111111111111111111111111111',
  },
  {
    ...TOKENS.dai,
    name: `The Token With A Name Far Too Long For Any Row Of The Modal ${'X'.repeat(20)}`,
    symbol: 'LONGSYMBOL'.repeat(8),
    address: 'eip155:1:0x2222222222222222222222222222222222222222',
    iconUrl: 'javascript:alert(1)',
  },
]

export function setTokens(core: AppKitCore, balances: TokenBalance[], status: 'ready' | 'loading' = 'ready') {
  Object.assign(accountData(core).tokens, { status, balances })
}

export interface SendForm {
  token?: TokenBalance
  amount?: string
  receiver?: string
  receiverName?: string
}

export function setForm(core: AppKitCore, { token, amount, receiver, receiverName }: SendForm) {
  core.store.send.setToken(token)
  core.store.send.setTokenAmount(amount)
  core.store.send.setReceiverAddress(receiver)
  if (receiverName) core.store.send.setReceiverProfile({ name: receiverName })
}

/** Account, then `view` pushed (so Back works), with the EVM account's tokens and the form as given. */
export function evmSend(
  view: string,
  form: SendForm = {},
  tokens: TokenBalance[] = [TOKENS.eth, TOKENS.usdc, TOKENS.dai],
) {
  return {
    setup: (core) => {
      connectAccount(core, { balance: '1.5', balanceSymbol: 'ETH' })
      setTokens(core, tokens)
      setForm(core, form)
      void core.open({ view: 'Account' })
      core.store.router.push(view)
    },
  } satisfies GangwayParameters
}

export type StoryWallet = 'waiting' | 'sends' | 'declines' | 'fails'

/**
 * A Solana adapter whose wallet never answers a send ('waiting'), sends it, declines it, or fails: enough for
 * the review's states (Solana's fee is a constant, so nothing is read from a network).
 */
export function storySendAdapter(namespace: ChainNamespace, wallet: StoryWallet): ChainAdapter {
  const unused = () => Promise.reject(new Error('Not connected'))
  return {
    namespace,
    adapterType: 'universal',
    networks: [],
    construct: () => undefined,
    syncConnectors: async () => undefined,
    connect: unused,
    reconnect: async () => undefined,
    disconnect: async () => undefined,
    switchNetwork: unused,
    getBalance: async () => ({ balance: '2', symbol: 'SOL' }),
    signMessage: unused,
    sendTransaction: () =>
      new Promise((resolve, reject) => {
        if (wallet === 'sends') resolve({ hash: STORY_HASH })
        if (wallet === 'declines')
          reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
        if (wallet === 'fails') reject(new Error('Blockhash not found'))
      }),
    parseUnits: (value) => BigInt(value),
    formatUnits: (value) => value.toString(),
    getProvider: () => ({}),
  }
}

/** A Solana account reviewing a send of 0.5 SOL, its wallet answering as `wallet` does. */
export function solanaReview(wallet: StoryWallet, form: SendForm = {}): GangwayParameters {
  return {
    options: { networks: [solana], adapters: [storySendAdapter('solana', wallet)] },
    setup: (core) => {
      connectNamespace(core, 'solana', { balance: '2.5', balanceSymbol: 'SOL' })
      core.store.chain.setActiveNamespace('solana')
      setTokens(core, [TOKENS.sol])
      setForm(core, { token: TOKENS.sol, amount: '0.5', receiver: SOLANA_RECEIVER, ...form })
      void core.open({ view: 'Account' })
      core.store.router.push('WalletSend')
      core.store.router.push('WalletSendPreview')
    },
  }
}
