import { gangwayProject } from '../../../vitest.shared'

export default gangwayProject('adapter-ethers', {
  environment: 'happy-dom',
  globalSetup: ['../../../vitest.evm-chains.ts'],
  testTimeout: 20_000,
})
