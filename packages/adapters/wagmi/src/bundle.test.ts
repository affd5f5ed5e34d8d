// @vitest-environment node
// Pay for what you use (ARCHITECTURE principle 5): bundled as a Vite host's production build splits it, the
// contract methods' code (viem's encodeFunctionData and ABI parameter encoder, the gas estimate) comes in
// chunks their first call imports, not in what a page loads at start.
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

const modulesOf = (chunks: Chunk[]) => chunks.flatMap((chunk) => Object.keys(chunk.modules))
const abiEncoder = (path: string) =>
  /viem\/_esm\/utils\/abi\/(encodeFunctionData|encodeAbiParameters)\.js$/.test(path)

describe('@gangway/adapter-wagmi in a Vite host bundle', () => {
  let chunks: Map<string, Chunk>
  let entry: string

  beforeAll(async () => {
    chunks = await viteChunks()
    entry = [...chunks].find(([, chunk]) => chunk.isEntry)?.[0] as string
    expect(entry).toBeDefined()
  }, 60_000)

  it("what a page loads at start has neither viem's ABI encoder nor the contract methods' modules", () => {
    const atStart = modulesOf(withStaticImports(chunks, entry))
    expect(atStart.some((path) => path.endsWith('src/wagmi-adapter.ts'))).toBe(true)
    expect(atStart.filter(abiEncoder)).toEqual([])
    expect(atStart.filter((path) => /src\/(encode-call|estimate-gas)\.ts$/.test(path))).toEqual([])
  })

  it.each([
    ['writeContract', 'src/encode-call.ts'],
    ['estimateGas', 'src/estimate-gas.ts'],
  ])('%s brings its module in a chunk of its own', (_method, module) => {
    const lazy = withStaticImports(chunks, entry)
      .flatMap((chunk) => chunk.dynamicImports)
      .find((file) => Object.keys(chunks.get(file)?.modules ?? {}).some((path) => path.endsWith(module)))
    expect(lazy).toBeDefined()
  })

  it("viem's ABI encoder comes with writeContract's chunk", () => {
    const lazy = withStaticImports(chunks, entry)
      .flatMap((chunk) => chunk.dynamicImports)
      .find((file) =>
        Object.keys(chunks.get(file)?.modules ?? {}).some((path) => path.endsWith('src/encode-call.ts')),
      )
    expect(modulesOf(withStaticImports(chunks, lazy as string)).some(abiEncoder)).toBe(true)
  })
})
