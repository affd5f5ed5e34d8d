import { describe, expect, it } from 'vitest'
import * as core from '../index.js'
import * as eip1193 from './index.js'

describe('@gangway/core/eip1193', () => {
  it('offers the EIP-1193 adapter base and its parts from its own subpath', () => {
    for (const name of [
      'Eip1193Adapter',
      'discoverEip6963Providers',
      'createEip1193Wallet',
      'createWalletConnectWallet',
      'createEvmConnectors',
      'switchEthereumChain',
      'requestRpc',
      'sendErc20',
      'sendCallsRequest',
    ]) {
      expect(eip1193).toHaveProperty(name)
    }
  })

  it("stays out of core's main entry, so hosts whose adapters do not use it never ship it", () => {
    for (const name of Object.keys(eip1193)) expect(core).not.toHaveProperty(name)
  })
})
