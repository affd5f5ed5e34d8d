import { gangwayProject } from '../../../vitest.shared'

export default gangwayProject('adapter-universal', {
  environment: 'node',
  testTimeout: 30_000,
})
