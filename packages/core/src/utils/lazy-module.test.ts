import { describe, expect, it } from 'vitest'
import { createAppKitCore } from '../appkit-core.js'
import { ADDRESS, createMapStorage, testNetworks } from '../test/fixtures.js'
import { createMemoryAdapter } from '../test/memory-adapter.js'
import { lazyModule } from './lazy-module.js'

describe('lazyModule', () => {
  it('imports once, then runs calls at once with the arrived module', async () => {
    let imports = 0
    const lazy = lazyModule(async () => {
      imports += 1
      return { double: async (n: number) => n * 2 }
    })
    expect(lazy.loaded()).toBeUndefined()
    const [a, b] = await Promise.all([lazy.run((m) => m.double(1)), lazy.run((m) => m.double(2))])
    expect([a, b, imports]).toEqual([2, 4, 1])
    let ranNow = false
    void lazy.run(async (m) => {
      ranNow = true
      return m.double(3)
    })
    expect(ranNow).toBe(true)
  })

  it('asks again after a lost chunk instead of failing for good', async () => {
    let attempts = 0
    const lazy = lazyModule(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('chunk lost')
      return { value: 'arrived' }
    })
    await expect(lazy.load()).rejects.toThrow('chunk lost')
    await expect(lazy.run(async (m) => m.value)).resolves.toBe('arrived')
    expect(attempts).toBe(2)
  })
})

describe("the instance's visitor actions", () => {
  it('a connect called before the instance is ready waits for its code and connects', async () => {
    const memory = createMemoryAdapter({
      wallets: [
        {
          connector: { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' },
          address: ADDRESS,
          chainId: 1,
        },
      ],
    })
    const core = createAppKitCore(
      { projectId: 'test-project', networks: [testNetworks.mainnet], adapters: [memory.adapter] },
      { storage: createMapStorage(), isMobile: () => false },
    )
    await core.connect({ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' })
    expect(core.getAddress()).toBe(ADDRESS)
    core.destroy()
  })
})
