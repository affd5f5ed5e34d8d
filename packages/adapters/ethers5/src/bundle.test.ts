// @vitest-environment node
// Pay for what you use (ARCHITECTURE principle 5): bundled as a Vite host's production build splits it, what a
// page loads at start carries ethers v5's units only (never the whole library, as `import { utils } from
// 'ethers'` would); the ABI coder comes in a chunk the first writeContract imports.
//
// Vite only: ethers v5 offers units and Interface through one module (lib.esm/utils.js), and esbuild assigns a
// module to a chunk by the static import graph rather than by what is used, so an esbuild host gets the ABI
// coder in the chunk it loads at start (the encoder module itself still loads on demand). Importing
// @ethersproject/units and @ethersproject/abi directly would split it for every bundler.
import { fileURLToPath } from 'node:url'
import { build as viteBuild, type Rolldown } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const ENTRY = 'src/index.ts'

/** A chunk of a host's build: the modules in it (path → bytes in the output) and what it imports. */
interface Chunk {
  isEntry: boolean
  modules: Record<string, number>
  imports: string[]
  dynamicImports: string[]
}

async function viteChunks(): Promise<Map<string, Chunk>> {
  const result = await viteBuild({
    root: packageDir,
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: ['source', 'module', 'browser'] },
    build: { write: false, minify: true, lib: { entry: ENTRY, formats: ['es'], fileName: 'index' } },
  })
  const [first] = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunks = new Map<string, Chunk>()
  for (const file of first?.output ?? []) {
    if (file.type !== 'chunk') continue
    chunks.set(file.fileName, {
      isEntry: file.isEntry,
      modules: Object.fromEntries(Object.entries(file.modules).map(([id, m]) => [id, m.renderedLength])),
      imports: file.imports,
      dynamicImports: file.dynamicImports,
    })
  }
  return chunks
}

/** The chunk and every chunk it imports statically, transitively: what loads with it. */
function withStaticImports(chunks: Map<string, Chunk>, start: string): Chunk[] {
  const seen = new Set<string>()
  const queue = [start]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...(chunks.get(file)?.imports ?? []))
  }
  return [...seen].flatMap((file) => chunks.get(file) ?? [])
}

const abiCoder = (path: string) => /node_modules\/@ethersproject\/abi\//.test(path)
const ethersModule = (path: string) => /node_modules\/(ethers|@ethersproject\/[^/]+)\//.test(path)
const modulesOf = (chunks: Chunk[]) => chunks.flatMap((chunk) => Object.entries(chunk.modules))

describe('@gangway/adapter-ethers5 in a Vite host bundle', () => {
  let chunks: Map<string, Chunk>
  let entry: string

  beforeAll(async () => {
    chunks = await viteChunks()
    entry = [...chunks].find(([, chunk]) => chunk.isEntry)?.[0] as string
    expect(entry).toBeDefined()
  }, 60_000)

  it("what a page loads at start has ethers' units and none of its ABI coder, providers or wallets", () => {
    const atStart = modulesOf(withStaticImports(chunks, entry))
    const paths = atStart.map(([path]) => path)
    expect(paths.some((path) => /@ethersproject\/units\/lib\.esm\//.test(path))).toBe(true)
    expect(paths.filter(abiCoder)).toEqual([])
    expect(
      paths.filter((path) => /@ethersproject\/(providers|wallet|contracts|hdnode|json-wallets)\//.test(path)),
    ).toEqual([])
    // Units and their BigNumber (bn.js): about 100 kB rendered, 60 kB minified; `import { utils } from 'ethers'`
    // would bring the whole library.
    const ethersBytes = atStart
      .filter(([path]) => ethersModule(path) || path.includes('/bn.js/'))
      .reduce((sum, [, bytes]) => sum + bytes, 0)
    expect(ethersBytes).toBeLessThan(150_000)
  })

  it('the ABI coder comes with the encoder, in a chunk the first writeContract imports', () => {
    const lazy = withStaticImports(chunks, entry)
      .flatMap((chunk) => chunk.dynamicImports)
      .find((file) =>
        Object.keys(chunks.get(file)?.modules ?? {}).some((path) => path.endsWith('encode-function-data.ts')),
      )
    expect(lazy).toBeDefined()
    expect(modulesOf(withStaticImports(chunks, lazy as string)).some(([path]) => abiCoder(path))).toBe(true)
  })
})
