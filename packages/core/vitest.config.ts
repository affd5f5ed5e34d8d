import { gangwayProject } from '../../vitest.shared'

export default gangwayProject('core', {
  // The EIP-1193 adapter base reads balances, estimates and sends on real local chains (src/eip1193).
  globalSetup: ['../../vitest.evm-chains.ts'],
})
