import { gangwayProject } from '../../vitest.shared'

export default gangwayProject('secure-frame', {
  globalSetup: ['./vitest.global-setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 30_000,
})
