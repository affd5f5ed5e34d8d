// A package bundled as a host's production build splits it (Vite, or esbuild with code splitting), read back as
// chunks: the adapters' bundle tests prove with it what a page loads at start and what waits for first use.
import { build as esbuild } from 'esbuild'
import { build as viteBuild, type Rolldown } from 'vite'

/** A chunk of a host's build: the modules in it (path → bytes in the output) and what it imports. */
export interface Chunk {
  isEntry: boolean
  modules: Record<string, number>
  imports: string[]
  dynamicImports: string[]
}

export type Bundler = 'Vite' | 'esbuild'

export interface HostBundle {
  chunks: Map<string, Chunk>
  /** Every module a page loads with the entry, with its bytes in the output. */
  atStart(): [path: string, bytes: number][]
  /**
   * A chunk loaded on demand (reached through `import()`, from the entry or from another lazy chunk) that holds
   * the module whose path ends with `suffix`; never one of the chunks the entry loads at start.
   */
  lazyChunkWith(suffix: string): string | undefined
  /** Every module that loads with `file` (the chunk and what it imports statically). */
  modulesWith(file: string): [path: string, bytes: number][]
}

const ENTRY = 'src/index.ts'

/** Bundles `packageDir`'s `src/index.ts` (source conditions, minified, nothing written). */
export async function bundleHost(bundler: Bundler, packageDir: string): Promise<HostBundle> {
  const chunks = bundler === 'Vite' ? await viteChunks(packageDir) : await esbuildChunks(packageDir)
  const entry = [...chunks].find(([, chunk]) => chunk.isEntry)?.[0]
  if (!entry) throw new Error(`The ${bundler} build of ${packageDir} has no entry chunk.`)
  const modulesWith = (file: string) =>
    withStaticImports(chunks, file).flatMap((chunk) => Object.entries(chunk.modules))
  return {
    chunks,
    atStart: () => modulesWith(entry),
    lazyChunkWith: (suffix) => {
      const atStart = new Set(reachable(chunks, entry))
      return reachable(chunks, entry, { dynamic: true })
        .filter((file) => !atStart.has(file))
        .find((file) => Object.keys(chunks.get(file)?.modules ?? {}).some((path) => path.endsWith(suffix)))
    },
    modulesWith,
  }
}

async function viteChunks(packageDir: string): Promise<Map<string, Chunk>> {
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

async function esbuildChunks(packageDir: string): Promise<Map<string, Chunk>> {
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

/**
 * The chunk and every chunk it imports, transitively, nearest first: statically only (what loads with it), or
 * through `import()` too (everything it may ever load).
 */
function reachable(chunks: Map<string, Chunk>, start: string, { dynamic = false } = {}): string[] {
  const seen = new Set<string>()
  const queue = [start]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue
    seen.add(file)
    const chunk = chunks.get(file)
    queue.push(...(chunk?.imports ?? []), ...(dynamic ? (chunk?.dynamicImports ?? []) : []))
  }
  return [...seen]
}

function withStaticImports(chunks: Map<string, Chunk>, start: string): Chunk[] {
  return reachable(chunks, start).flatMap((file) => chunks.get(file) ?? [])
}
