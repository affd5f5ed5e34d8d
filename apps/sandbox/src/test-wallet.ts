import { announceWallet, createTestWallet, exposeTestWalletControls } from '@gangway/testing'
import { rpcUrls } from './config'

/**
 * The sandbox is a development app: it registers the EIP-6963 test wallet so a person with no
 * extension (and the end-to-end tests) can click through every flow against the local chains.
 */
export function registerTestWallet(): void {
  const wallet = createTestWallet({
    chains: [{ id: 1, rpcUrl: rpcUrls[1], name: 'Ethereum' }],
    storage: window.localStorage,
  })
  // Chain 137 is unknown to the wallet at first, so switching to it goes through wallet_addEthereumChain.
  announceWallet(wallet)
  exposeTestWalletControls(wallet)
}
