// @vitest-environment node
// Pay for what you use (ARCHITECTURE principle 5): bundled as a host's production build splits it (Vite, and
// esbuild), what a page loads at start carries ethers v5's units only (never the whole library, as
// `import { utils } from 'ethers'` would); the ABI coder comes in a chunk the first writeContract imports.
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Bundler, bundleHost, type HostBundle } from '../../../../test-support/host-bundle.js'

const abiCoder = (path: string) => /node_modules\/@ethersproject\/abi\//.test(path)
const ethersModule = (path: string) => /node_modules\/(ethers|@ethersproject\/[^/]+)\//.test(path)

describe.each<Bundler>(['Vite', 'esbuild'])('@gangway/adapter-ethers5 in a host bundle (%s)', (bundler) => {
  let bundle: HostBundle

  beforeAll(async () => {
    bundle = await bundleHost(bundler, fileURLToPath(new URL('..', import.meta.url)))
  }, 60_000)

  it("what a page loads at start has ethers' units and none of its ABI coder, providers or wallets", () => {
    const atStart = bundle.atStart()
    const paths = atStart.map(([path]) => path)
    expect(paths.some((path) => /@ethersproject\/units\/lib\.esm\//.test(path))).toBe(true)
    expect(paths.filter(abiCoder)).toEqual([])
    expect(
      paths.filter((path) => /@ethersproject\/(providers|wallet|contracts|hdnode|json-wallets)\//.test(path)),
    ).toEqual([])
    // Units and their BigNumber (bn.js): about 100 kB rendered, 60 kB minified.
    const ethersBytes = atStart
      .filter(([path]) => ethersModule(path) || path.includes('/bn.js/'))
      .reduce((sum, [, bytes]) => sum + bytes, 0)
    expect(ethersBytes).toBeLessThan(150_000)
  })

  it('the ABI coder comes with the encoder, in a chunk the first writeContract imports', () => {
    const lazy = bundle.lazyChunkWith('encode-function-data.ts')
    expect(lazy).toBeDefined()
    expect(bundle.modulesWith(lazy as string).some(([path]) => abiCoder(path))).toBe(true)
  })
})
