// @vitest-environment node
// Pay for what you use (ARCHITECTURE principle 5): bundled as a host's production build splits it (Vite, and
// esbuild), what a page loads at start carries ethers' units only; the ABI coder comes in a chunk the first
// writeContract imports.
import { fileURLToPath } from 'node:url'
import { build as esbuild } from 'esbuild'
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

async function esbuildChunks(): Promise<Map<string, Chunk>> {
  const { metafile } = await esbuild({
    absWorkingDir: packageDir,
    entryPoints: [ENTRY],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['source'],
    outdir: 'bundle-test-out',
    write: false,
    metafile: true,
    minify: true,
    logLevel: 'silent',
  })
  const chunks = new Map<string, Chunk>()
  for (const [fileName, output] of Object.entries(metafile.outputs)) {
    chunks.set(fileName, {
      isEntry: output.entryPoint === ENTRY,
      modules: Object.fromEntries(Object.entries(output.inputs).map(([id, m]) => [id, m.bytesInOutput])),
      imports: output.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path),
      dynamicImports: output.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path),
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

const abiCoder = (path: string) => /node_modules\/ethers\/lib\.esm\/abi\//.test(path)
const ethersModule = (path: string) => /node_modules\/ethers\//.test(path)
const modulesOf = (chunks: Chunk[]) => chunks.flatMap((chunk) => Object.entries(chunk.modules))

describe.each([
  ['Vite', viteChunks],
  ['esbuild', esbuildChunks],
])('@gangway/adapter-ethers in a host bundle (%s)', (_bundler, bundle) => {
  let chunks: Map<string, Chunk>
  let entry: string

  beforeAll(async () => {
    chunks = await bundle()
    entry = [...chunks].find(([, chunk]) => chunk.isEntry)?.[0] as string
    expect(entry).toBeDefined()
  }, 60_000)

  it("what a page loads at start has ethers' units and none of its ABI coder, providers or wallets", () => {
    const atStart = modulesOf(withStaticImports(chunks, entry))
    const paths = atStart.map(([path]) => path)
    expect(paths.some((path) => path.endsWith('ethers/lib.esm/utils/units.js'))).toBe(true)
    expect(paths.filter(abiCoder)).toEqual([])
    expect(paths.filter((path) => /ethers\/lib\.esm\/(providers|wallet|contract)\//.test(path))).toEqual([])
    // ethers v6 tree-shakes: the page takes a few kB of it, not the library.
    const ethersBytes = atStart
      .filter(([path]) => ethersModule(path))
      .reduce((sum, [, bytes]) => sum + bytes, 0)
    expect(ethersBytes).toBeLessThan(30_000)
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
