import { createSatsConnectTestWallet, installSatsConnectTestWallet } from '@gangway/testing'
import { describeBitcoinWalletConformance } from '../../../../test-support/bitcoin-conformance.js'
import { BitcoinAdapter } from './bitcoin-adapter.js'

// sats-connect wallets live on `window` (btc_providers and the provider objects); Wallet Standard discovery
// listens on it too, so it must be an EventTarget.
Object.assign(globalThis, { window: globalThis.window ?? new EventTarget() })

describeBitcoinWalletConformance({
  name: 'BitcoinAdapter (sats-connect)',
  skip: {
    'switch-network-add': 'sats-connect wallets are not asked to add networks',
    'event-chain-changed':
      "a sats-connect wallet's network change brings other addresses; the local ledger serves mainnet only",
  },
  install({ seed, storage }) {
    const wallet = createSatsConnectTestWallet({ seed, storage })
    return { wallet, uninstall: installSatsConnectTestWallet(wallet) }
  },
  createAdapter: ({ api, storage }) => new BitcoinAdapter({ api, projectId: 'gangway-sandbox', storage }),
})
