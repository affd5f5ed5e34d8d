import { SolanaAdapter } from '@gangway/adapter-solana'
import { WagmiAdapter } from '@gangway/adapter-wagmi'
import { solanaLocalnet } from '@gangway/react/networks'
import { stringToHex } from 'viem'
import { createPageAppKit } from '../appkit'
import { customRpcUrls, evmNetworks, projectId } from '../config'
import { signSolanaMessage } from '../sign-solana'
import { registerSolanaWallet } from '../solana-wallet'
import { registerTestWallet } from '../test-wallet'
import { mountAdapterPage } from './mount'

const TITLE = 'Multichain: EVM and Solana'

/** One createAppKit with the wagmi and Solana adapters; the test wallet is one multi-chain wallet on both. */
export function start(root: HTMLElement) {
  registerTestWallet()
  registerSolanaWallet('Test Wallet')
  createPageAppKit({
    adapters: [new WagmiAdapter({ networks: evmNetworks, projectId, customRpcUrls }), new SolanaAdapter()],
    networks: [...evmNetworks, solanaLocalnet],
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
  ])
}
