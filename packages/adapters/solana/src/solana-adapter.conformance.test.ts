import { solana } from '@gangway/common'
import { createSolanaTestWallet, registerSolanaTestWallet } from '@gangway/testing'
import {
  createEventRecorder,
  describeAdapterConformance,
  solanaConformanceChain,
  solanaWalletDriver,
} from '@gangway/testing/conformance'
import { beforeAll } from 'vitest'
import {
  fundedSolanaKey,
  localSolanaChains,
  localSolanaNetworks,
} from '../../../../test-support/solana-fixtures.js'
import { SolanaAdapter } from './solana-adapter.js'

const { localnet, devnet } = localSolanaChains()
/** solanaLocalnet and devnet, each on its own local litesvm chain. */
const networks = localSolanaNetworks()
let secretKey: Uint8Array

beforeAll(async () => {
  ;({ secretKey } = await fundedSolanaKey([localnet.rpcUrl, devnet.rpcUrl]))
})

describeAdapterConformance({
  name: 'SolanaAdapter (Wallet Standard)',
  skip: {
    'switch-network-add':
      'Wallet Standard wallets do not add networks: the dapp names the chain in every request',
    'estimate-gas': 'Solana has no EVM gas: a transaction pays a fee per signature',
    'write-contract': 'Solana has no contract ABI: programs take instructions',
    'event-chain-changed':
      'a Wallet Standard wallet has no current network it could move to by itself: the dapp chooses the chain',
  },
  setup({ storage }) {
    const wallet = createSolanaTestWallet({
      rpcUrl: localnet.rpcUrl,
      rpcUrls: { 'solana:devnet': devnet.rpcUrl },
      secretKey,
      storage,
    })
    const unregister = registerSolanaTestWallet(wallet)
    const adapter = new SolanaAdapter({ networks, storage })
    const recorder = createEventRecorder()
    adapter.construct({ projectId: 'test', networks, events: recorder.sink })
    return {
      adapter,
      events: recorder.events,
      wallet: solanaWalletDriver(wallet),
      chain: solanaConformanceChain(localnet.rpcUrl),
      networks,
      // Mainnet is configured nowhere here: switching to it must fail with 'Network not found'.
      unknownNetwork: solana,
      teardown: unregister,
    }
  },
})
