// The wallets a visitor of the installed host apps has "installed": bundled by e2e/host-installs.spec.ts into one
// script that Playwright's addInitScript runs before the host's own code, as a browser extension's content
// script would. The hosts themselves know nothing of @gangway/testing.
import {
  announceWallet,
  createSolanaTestWallet,
  createTestWallet,
  exposeTestWalletControls,
  registerSolanaTestWallet,
} from '@gangway/testing'

// addInitScript also runs in every frame (the secure frame among them); an extension announces to the top page.
if (window.top === window) {
  const evm = createTestWallet({
    chains: [
      { id: 1, rpcUrl: 'http://127.0.0.1:8545', name: 'Ethereum' },
      { id: 137, rpcUrl: 'http://127.0.0.1:8546', name: 'Polygon' },
    ],
    storage: window.localStorage,
  })
  announceWallet(evm)
  exposeTestWalletControls(evm)
  registerSolanaTestWallet(
    createSolanaTestWallet({ rpcUrl: 'http://127.0.0.1:8899', storage: window.localStorage }),
  )
}
