import { describeEvmWalletConnectConformance } from '../../../../test-support/evm-conformance.js'
import { UniversalAdapter } from './universal-adapter.js'

describeEvmWalletConnectConformance({
  name: 'UniversalAdapter eip155 (WalletConnect)',
  createAdapter: () => new UniversalAdapter({ namespace: 'eip155' }),
})
