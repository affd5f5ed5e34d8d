import { gangwayProject } from '../../../vitest.shared'

export default gangwayProject('adapter-universal', {
  environment: 'node',
  globalSetup: ['../../../vitest.evm-chains.ts', '../../../vitest.solana-chains.ts'],
  testTimeout: 30_000,
})
