// The one-start-chunk build plugin really merges a package's start-up modules: a planted package whose start
// entry shares one module with a lazy part and another with a second entry ships them as two chunks without the
// plugin, and as one with it. Run by `pnpm size` (node --test), before the size gate.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, describe, it } from 'node:test'
import * as esbuild from 'esbuild'
import { oneStartChunk } from './lib/one-start-chunk.mjs'

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gangway-one-start-chunk-'))
after(() => fs.rmSync(scratch, { recursive: true, force: true }))

const FILES = {
  'src/start.ts': [
    "import { state } from './state.js'",
    "import { theme } from './theme.js'",
    'export const isOpen = () => state.open',
    "export const open = () => import('./lazy.js').then((lazy) => lazy.run(theme))",
  ].join('\n'),
  'src/index.ts': "export { isOpen, open } from './start.js'\nexport { theme } from './theme.js'",
  'src/state.ts': 'export const state = { open: false }',
  'src/theme.ts': "export const theme = { mode: 'dark' }",
  'src/lazy.ts':
    "import { state } from './state.js'\nexport const run = (theme: unknown) => [state.open, theme]",
}

/** Builds the planted package as tsup does (esbuild, code splitting) and lists the chunks its start entry imports. */
async function startChunks(plugins) {
  const root = fs.mkdtempSync(path.join(scratch, 'package-'))
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  const { metafile } = await esbuild.build({
    entryPoints: ['src/index.ts', 'src/start.ts'],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'dist',
    metafile: true,
    logLevel: 'silent',
    plugins,
    absWorkingDir: root,
  })
  const start = metafile.outputs['dist/start.js']
  return start.imports.filter((entry) => entry.kind === 'import-statement').map((entry) => entry.path)
}

// A package whose start entry only re-exports (as @gangway/core/start does), used by a host that splits code.
const FACADE_PACKAGE = {
  'src/start.ts': "export { open } from './core.js'",
  'src/core.ts': [
    'export const state = { open: false }',
    "export const open = () => import('./lazy.js').then((lazy) => lazy.run())",
  ].join('\n'),
  'src/index.ts': "export { open, state } from './core.js'",
  'src/lazy.ts': "import { state } from './core.js'\nexport const run = () => { state.open = true }",
}

function plant(root, files) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
}

/** Builds the facade package with the plugin, then a host app on it, and lists the host's empty start-up files. */
async function emptyHostFiles(pluginOptions) {
  const host = fs.mkdtempSync(path.join(scratch, 'host-'))
  const root = path.join(host, 'node_modules', 'planted')
  plant(root, FACADE_PACKAGE)
  fs.writeFileSync(
    path.join(root, 'package.json'),
    JSON.stringify({
      name: 'planted',
      type: 'module',
      sideEffects: ['./dist/start.js'],
      exports: { '.': './dist/index.js', './start': './dist/start.js' },
    }),
  )
  await esbuild.build({
    entryPoints: ['src/index.ts', 'src/start.ts'],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'dist',
    logLevel: 'silent',
    plugins: [oneStartChunk('src/start.ts', pluginOptions)],
    absWorkingDir: root,
  })
  // The host's own lazy part uses the start entry too, as other packages' lazy parts use @gangway/core/start.
  plant(host, {
    'app.js': "import { open } from 'planted/start'\nopen()\nexport const later = () => import('./later.js')",
    'later.js': "import { open } from 'planted/start'\nexport const again = () => open()",
  })
  const { metafile } = await esbuild.build({
    entryPoints: ['app.js'],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'out',
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: host,
  })
  const startUp = metafile.outputs['out/app.js'].imports.filter((entry) => entry.kind === 'import-statement')
  return startUp.filter((entry) => metafile.outputs[entry.path].bytes === 0).map((entry) => entry.path)
}

describe('oneStartChunk', () => {
  it('without it, the start entry of the planted package imports one chunk per set of users', async () => {
    assert.equal((await startChunks([])).length, 2)
  })

  it('with it, everything the start entry reaches is one chunk', async () => {
    assert.equal((await startChunks([oneStartChunk('src/start.ts')])).length, 1)
  })

  it('without publishedAs, a host that splits code loads an empty file for a start entry of re-exports', async () => {
    assert.equal((await emptyHostFiles({})).length, 1)
  })

  it('with publishedAs, that entry joins the start chunk in the host build', async () => {
    assert.deepEqual(await emptyHostFiles({ publishedAs: 'planted/start' }), [])
  })
})
