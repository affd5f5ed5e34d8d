// @vitest-environment node
import { describeSolanaWalletConnectConformance } from '../../../../test-support/solana-conformance.js'
import { SolanaAdapter } from './solana-adapter.js'

describeSolanaWalletConnectConformance({
  name: 'SolanaAdapter (WalletConnect)',
  createAdapter: ({ networks, storage }) => new SolanaAdapter({ networks, storage }),
})
