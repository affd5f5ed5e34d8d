import { describeEvmWalletConformance } from '../../../../test-support/evm-conformance.js'
import { EthersAdapter } from './ethers-adapter.js'

describeEvmWalletConformance({
  name: 'EthersAdapter (injected window.ethereum)',
  reach: 'injected',
  createAdapter: (storage) => new EthersAdapter({ storage }),
})
