import { createBitcoinTestWallet, registerBitcoinTestWallet } from '@gangway/testing'
import { describeBitcoinWalletConformance } from '../../../../test-support/bitcoin-conformance.js'
import { BitcoinAdapter } from './bitcoin-adapter.js'

// The Wallet Standard's registration events need a window; Node's EventTarget and CustomEvent carry them.
Object.assign(globalThis, { window: globalThis.window ?? new EventTarget() })

describeBitcoinWalletConformance({
  name: 'BitcoinAdapter (Wallet Standard)',
  skip: {
    'switch-network-add': 'Wallet Standard wallets do not add networks',
    'event-chain-changed': 'a Wallet Standard wallet has no current network it could switch by itself',
  },
  install({ seed, storage }) {
    const wallet = createBitcoinTestWallet({ seed, storage })
    return { wallet, uninstall: registerBitcoinTestWallet(wallet) }
  },
  createAdapter: ({ api, storage }) => new BitcoinAdapter({ api, projectId: 'gangway-sandbox', storage }),
})
