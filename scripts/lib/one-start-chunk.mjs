// An esbuild plugin for our packages' tsup builds: everything a package's start entry reaches ends in one
// output file. esbuild (ours here, and a host's bundler later) puts a module in a chunk per set of entry points
// that reach it. A package whose start-up modules are each shared with a different set of lazy chunks ships them
// as a dozen small files, and a host that splits code then fetches a dozen small files, which compress badly
// (docs/start-up.md). Every other entry point and every module loaded with `import()` here imports the start
// entry first, so each start-up module is reached by the same set: one chunk. At run time that import costs
// nothing: the page has loaded the start entry before any lazy part.
import fs from 'node:fs/promises'
import path from 'node:path'

const SOURCE = /\.[cm]?[jt]sx?$/

/** Whether `file` is inside `directory`. */
function isInside(file, directory) {
  const relative = path.relative(directory, file)
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
}

/**
 * @param {string} startEntry the package's start entry, relative to the build's working directory (the package)
 * @param {{ standalone?: string[], publishedAs?: string }} [options] `standalone`: entries that do not import the
 *   start entry: subpaths other packages use apart from a page's start (an adapter's kit), which would otherwise
 *   bring the whole start file along. `publishedAs`: the start entry's public name (`@gangway/core/start`) when it
 *   is a file of re-exports only, as other packages import it: the entries and lazy parts import it by that name
 *   too, so a host's bundler finds it used by the same set as the start chunk and places it there, rather than in
 *   a file of its own that holds nothing (the package must list its file under `sideEffects`, so the host keeps
 *   the import that has no names)
 * @returns {import('esbuild').Plugin}
 */
export function oneStartChunk(startEntry, { standalone = [], publishedAs } = {}) {
  return {
    name: 'gangway-one-start-chunk',
    setup(build) {
      const root = build.initialOptions.absWorkingDir ?? process.cwd()
      const anchor = path.resolve(root, startEntry)
      const sourceRoot = path.dirname(anchor)
      const entryPoints = build.initialOptions.entryPoints ?? []
      const entries = new Set(
        (Array.isArray(entryPoints) ? entryPoints : Object.values(entryPoints)).map((entry) =>
          path.resolve(root, typeof entry === 'string' ? entry : entry.in),
        ),
      )
      // The modules loaded with import(), found by a first pass over the sources: deciding while the real build
      // loads them would miss one that a static import loaded first.
      const apart = new Set(standalone.map((entry) => path.resolve(root, entry)))
      let lazy = new Set()
      let startUp = new Set()
      build.onStart(async () => {
        const { metafile } = await build.esbuild.build({
          absWorkingDir: root,
          entryPoints: [...entries],
          bundle: true,
          write: false,
          metafile: true,
          packages: 'external',
          format: 'esm',
          outdir: 'one-start-chunk-scan',
          logLevel: 'silent',
        })
        const inputs = Object.fromEntries(
          Object.entries(metafile.inputs).map(([file, input]) => [path.resolve(root, file), input]),
        )
        const importsOf = (file, kind) =>
          (inputs[file]?.imports ?? [])
            .filter((imported) => imported.kind === kind && !imported.external)
            .map((imported) => path.resolve(root, imported.path))
        // A module the start entry imports (itself included) is already in its chunk: an import of the start
        // entry there would only make a cycle.
        startUp = new Set([anchor])
        for (const file of startUp)
          for (const imported of importsOf(file, 'import-statement')) startUp.add(imported)
        lazy = new Set(
          Object.keys(inputs)
            .flatMap((file) => importsOf(file, 'dynamic-import'))
            .filter((file) => isInside(file, sourceRoot)),
        )
      })
      if (publishedAs) {
        const exactly = new RegExp(`^${publishedAs.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
        build.onResolve({ filter: exactly }, () => ({ path: publishedAs, external: true }))
      }
      const preamble = [anchor, publishedAs]
        .filter(Boolean)
        .map((name) => `import ${JSON.stringify(name)};\n`)
        .join('')
      build.onLoad({ filter: SOURCE }, async (args) => {
        if (startUp.has(args.path) || apart.has(args.path)) return undefined
        if (!(entries.has(args.path) || lazy.has(args.path))) return undefined
        const source = await fs.readFile(args.path, 'utf8')
        const extension = path.extname(args.path).slice(1)
        return {
          contents: `${preamble}${source}`,
          loader: extension.replace(/^[cm]/, ''),
          resolveDir: path.dirname(args.path),
        }
      })
    },
  }
}
