import { describeEvmWalletConformance } from '../../../../test-support/evm-conformance.js'
import { Ethers5Adapter } from './ethers5-adapter.js'

describeEvmWalletConformance({
  name: 'Ethers5Adapter (EIP-6963)',
  reach: 'announced',
  createAdapter: (storage) => new Ethers5Adapter({ storage }),
})
