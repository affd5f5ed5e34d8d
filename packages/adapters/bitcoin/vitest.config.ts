import { gangwayProject } from '../../../vitest.shared'

// Node: the tests start apps/services (the UTXO ledger) in process; the Wallet Standard's registration
// events travel through a `window` each test file provides.
export default gangwayProject('adapter-bitcoin', {
  environment: 'node',
  testTimeout: 20_000,
})
