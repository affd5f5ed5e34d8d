// @vitest-environment node
// Pay for what you use (ARCHITECTURE principle 5): bundled as a Vite host's production build splits it, the
// contract methods' code (viem's encodeFunctionData and ABI parameter encoder, the gas estimate) comes in
// chunks their first call imports, not in what a page loads at start.
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { bundleHost, type HostBundle } from '../../../../test-support/host-bundle.js'

const abiEncoder = (path: string) =>
  /viem\/_esm\/utils\/abi\/(encodeFunctionData|encodeAbiParameters)\.js$/.test(path)

describe('@gangway/adapter-wagmi in a Vite host bundle', () => {
  let bundle: HostBundle

  beforeAll(async () => {
    bundle = await bundleHost('Vite', fileURLToPath(new URL('..', import.meta.url)))
  }, 60_000)

  it("what a page loads at start has neither viem's ABI encoder nor the contract methods' modules", () => {
    const atStart = bundle.atStart().map(([path]) => path)
    expect(atStart.some((path) => path.endsWith('src/wagmi-adapter.ts'))).toBe(true)
    expect(atStart.filter(abiEncoder)).toEqual([])
    expect(atStart.filter((path) => /(adapter-kit\/encode-call|src\/estimate-gas)\.ts$/.test(path))).toEqual(
      [],
    )
  })

  it.each([
    ['writeContract', 'adapter-kit/encode-call.ts'],
    ['estimateGas', 'src/estimate-gas.ts'],
  ])('%s brings its module in a chunk of its own', (_method, module) => {
    expect(bundle.lazyChunkWith(module)).toBeDefined()
  })

  it("viem's ABI encoder comes with writeContract's chunk", () => {
    const lazy = bundle.lazyChunkWith('adapter-kit/encode-call.ts')
    expect(lazy).toBeDefined()
    expect(bundle.modulesWith(lazy as string).some(([path]) => abiEncoder(path))).toBe(true)
  })
})
