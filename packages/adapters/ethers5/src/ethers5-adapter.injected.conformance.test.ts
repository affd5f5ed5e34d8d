import { describeEvmWalletConformance } from '../../../../test-support/evm-conformance.js'
import { Ethers5Adapter } from './ethers5-adapter.js'

describeEvmWalletConformance({
  name: 'Ethers5Adapter (injected window.ethereum)',
  reach: 'injected',
  createAdapter: (storage) => new Ethers5Adapter({ storage }),
})
