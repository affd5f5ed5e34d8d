// What a host app downloads at start versus on demand, measured as a bundler with code splitting builds it
// (esbuild, ESM, minified, production React). size-limit bundles without splitting, so its figure counts every
// lazy view as if it loaded with the page; this one tells the two apart.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import * as esbuild from 'esbuild'

const brotli = (file) => zlib.brotliCompressSync(fs.readFileSync(file)).length
const gzip = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length

/**
 * Builds `entry` with splitting and returns the brotli bytes of the start-up set (the entry and every chunk it
 * imports statically, transitively; also in gzip, level 9, as a server without brotli sends it) and of everything
 * else (chunks reached only through `import()`), and the modules bundled into the start-up set.
 */
export async function measureLoad(entry, { external = [], conditions } = {}) {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'gangway-load-'))
  try {
    const { metafile } = await esbuild.build({
      entryPoints: [entry],
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      treeShaking: true,
      metafile: true,
      write: true,
      outdir,
      external,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
      ...(conditions ? { conditions } : {}),
    })
    const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'))
    // Chunks reached by import() name their own source as entry point: the app's entry is the one built from it.
    const entryFile = outputs.find(([, output]) => output.entryPoint === entry)?.[0]
    const startUp = new Set()
    const visit = (file) => {
      if (startUp.has(file)) return
      startUp.add(file)
      for (const imported of metafile.outputs[file]?.imports ?? []) {
        if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
      }
    }
    if (entryFile) visit(entryFile)
    // The modules whose code is in the start-up set: sources when built with the `source` condition.
    const startUpModules = [...startUp].flatMap((file) =>
      Object.entries(metafile.outputs[file]?.inputs ?? {})
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([module]) => module),
    )
    let initial = 0
    let initialGzip = 0
    let onDemand = 0
    for (const [file] of outputs) {
      const size = brotli(file)
      if (startUp.has(file)) {
        initial += size
        initialGzip += gzip(file)
      } else onDemand += size
    }
    return {
      initial,
      initialGzip,
      onDemand,
      chunks: outputs.length,
      startUpChunks: startUp.size,
      startUpModules,
    }
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true })
  }
}
