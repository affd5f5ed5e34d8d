import { BitcoinAdapter } from '@gangway/adapter-bitcoin'
import { SolanaAdapter } from '@gangway/adapter-solana'
import { WagmiAdapter } from '@gangway/adapter-wagmi'
import { bitcoin, solanaLocalnet } from '@gangway/react/networks'
import { stringToHex } from 'viem'
import { createPageAppKit } from '../appkit'
import { registerBitcoinWallet, signBitcoinMessage } from '../bitcoin-wallet'
import { customRpcUrls, evmNetworks, projectId, servicesUrl } from '../config'
import { signSolanaMessage } from '../sign-solana'
import { registerSolanaWallet } from '../solana-wallet'
import { registerTestWallet } from '../test-wallet'
import { mountAdapterPage } from './mount'

const TITLE = 'Multichain: EVM, Solana and Bitcoin'

/** One createAppKit with the wagmi, Solana and Bitcoin adapters; the test wallet is one multi-chain wallet on all three. */
export function start(root: HTMLElement) {
  registerTestWallet()
  registerSolanaWallet('Test Wallet')
  registerBitcoinWallet('Test Wallet')
  createPageAppKit({
    adapters: [
      new WagmiAdapter({ networks: evmNetworks, projectId, customRpcUrls }),
      new SolanaAdapter(),
      new BitcoinAdapter({ api: servicesUrl }),
    ],
    networks: [...evmNetworks, solanaLocalnet, bitcoin],
    title: TITLE,
  })
  mountAdapterPage(root, TITLE, [
    {
      namespace: 'eip155',
      label: 'EVM',
      sign: (provider, address, message) =>
        (provider as { request(args: { method: string; params: unknown[] }): Promise<string> }).request({
          method: 'personal_sign',
          params: [stringToHex(message), address],
        }),
    },
    { namespace: 'solana', label: 'Solana', sign: signSolanaMessage },
    { namespace: 'bip122', label: 'Bitcoin', sign: signBitcoinMessage },
  ])
}
