import { gangwayProject } from '../../vitest.shared'

export default gangwayProject('testing', {
  globalSetup: ['./vitest.global-setup.ts'],
  testTimeout: 20_000,
})
