import { SolanaAdapter } from '@gangway/adapter-solana'
import { solanaLocalnet } from '@gangway/react/networks'
import { createPageAppKit } from '../appkit'
import { signSolanaMessage } from '../sign-solana'
import { registerSolanaWallet } from '../solana-wallet'
import { mountAdapterPage } from './mount'

const TITLE = 'Solana adapter'

/** A host on @solana/web3.js: SolanaAdapter with Wallet Standard wallets on the local chain. */
export function start(root: HTMLElement) {
  registerSolanaWallet()
  createPageAppKit({ adapters: [new SolanaAdapter()], networks: [solanaLocalnet], title: TITLE })
  mountAdapterPage(root, TITLE, [{ namespace: 'solana', label: 'Solana', sign: signSolanaMessage }])
}
