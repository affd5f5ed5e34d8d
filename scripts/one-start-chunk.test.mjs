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

describe('oneStartChunk', () => {
  it('without it, the start entry of the planted package imports one chunk per set of users', async () => {
    assert.equal((await startChunks([])).length, 2)
  })

  it('with it, everything the start entry reaches is one chunk', async () => {
    assert.equal((await startChunks([oneStartChunk('src/start.ts')])).length, 1)
  })
})
