import { EthersAdapter } from '@gangway/adapter-ethers'
import { BrowserProvider, type Eip1193Provider } from 'ethers'
import { createPageAppKit } from '../appkit'
import { evmNetworks } from '../config'
import { registerTestWallet } from '../test-wallet'
import { mountAdapterPage } from './mount'

const TITLE = 'ethers v6 adapter'

/** A host on ethers v6: EthersAdapter, and messages signed through ethers' own BrowserProvider. */
export function start(root: HTMLElement) {
  registerTestWallet()
  createPageAppKit({ adapters: [new EthersAdapter()], networks: evmNetworks, title: TITLE })
  mountAdapterPage(root, TITLE, [
    {
      namespace: 'eip155',
      label: 'EVM',
      async sign(provider, _address, message) {
        const signer = await new BrowserProvider(provider as Eip1193Provider).getSigner()
        return signer.signMessage(message)
      },
    },
  ])
}
