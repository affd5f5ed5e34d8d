import { describeEvmWalletConformance } from '../../../../test-support/evm-conformance.js'
import { EthersAdapter } from './ethers-adapter.js'

describeEvmWalletConformance({
  name: 'EthersAdapter (EIP-6963)',
  reach: 'announced',
  createAdapter: (storage) => new EthersAdapter({ storage }),
})
