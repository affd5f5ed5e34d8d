import { Ethers5Adapter } from '@gangway/adapter-ethers5'
import { providers } from 'ethers5'
import { createPageAppKit } from '../appkit'
import { evmNetworks } from '../config'
import { registerTestWallet } from '../test-wallet'
import { mountAdapterPage } from './mount'

const TITLE = 'ethers v5 adapter'

/** A host on ethers v5: Ethers5Adapter, and messages signed through ethers' own Web3Provider. */
export function start(root: HTMLElement) {
  registerTestWallet()
  createPageAppKit({ adapters: [new Ethers5Adapter()], networks: evmNetworks, title: TITLE })
  mountAdapterPage(root, TITLE, [
    {
      namespace: 'eip155',
      label: 'EVM',
      sign: (provider, _address, message) =>
        new providers.Web3Provider(provider as providers.ExternalProvider).getSigner().signMessage(message),
    },
  ])
}
