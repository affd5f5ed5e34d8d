import { gangwayProject } from '../../vitest.shared'

export default gangwayProject('siwx', {
  // EIP155Verifier checks ERC-1271 and ERC-6492 signatures against a contract on a local anvil.
  globalSetup: ['../../vitest.evm-chains.ts'],
  testTimeout: 20_000,
})
