import { defineConfig } from 'tsup'
import { oneStartChunk } from '../../../scripts/lib/one-start-chunk.mjs'

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  // What a page loads at start ships as one file (scripts/lib/one-start-chunk.mjs).
  esbuildPlugins: [oneStartChunk('src/index.ts')],
})
