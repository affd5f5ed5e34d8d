import { describeEvmWalletConnectConformance } from '../../../../test-support/evm-conformance.js'
import { DeferredUniversalAdapter } from './deferred-universal-adapter.js'

// What createAppKit adds for a namespace without a host adapter: the same suite, through the deferred load.
describeEvmWalletConnectConformance({
  name: 'DeferredUniversalAdapter eip155 (WalletConnect)',
  createAdapter: () => new DeferredUniversalAdapter({ namespace: 'eip155' }),
})
