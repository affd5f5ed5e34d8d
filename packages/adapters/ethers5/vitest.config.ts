import { gangwayProject } from '../../../vitest.shared'

export default gangwayProject('adapter-ethers5', {
  environment: 'happy-dom',
  globalSetup: ['../../../vitest.evm-chains.ts'],
  testTimeout: 20_000,
})
