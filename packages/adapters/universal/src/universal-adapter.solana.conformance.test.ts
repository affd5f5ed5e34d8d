import { describeSolanaWalletConnectConformance } from '../../../../test-support/solana-conformance.js'
import { UniversalAdapter } from './universal-adapter.js'

const SENDS_EIP155_ONLY =
  'UniversalAdapter sends on eip155 only: a Solana transfer is a transaction built with a chain library, which is what @gangway/adapter-solana does'

describeSolanaWalletConnectConformance({
  name: 'UniversalAdapter solana (WalletConnect)',
  skip: { 'send-native': SENDS_EIP155_ONLY, 'send-rejected': SENDS_EIP155_ONLY },
  createAdapter: () => new UniversalAdapter({ namespace: 'solana' }),
})
