import { gangwayProject } from '../../../vitest.shared'

export default gangwayProject('adapter-solana', {
  environment: 'happy-dom',
  globalSetup: ['./vitest.global-setup.ts'],
  testTimeout: 20_000,
})
