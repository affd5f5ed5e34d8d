import { defineConfig } from 'tsup'
import { oneStartChunk } from '../../scripts/lib/one-start-chunk.mjs'

export default defineConfig({
  entry: [
    'src/index.ts',
    'src/start.ts',
    'src/eip1193/index.ts',
    'src/account/index.ts',
    'src/onramp/index.ts',
    'src/swap/index.ts',
    'src/adapter-kit/index.ts',
    'src/adapter-kit/networks.ts',
    'src/auth/provider-entry.ts',
  ],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  // What a page loads at start ships as one file (scripts/lib/one-start-chunk.mjs).
  esbuildPlugins: [oneStartChunk('src/start.ts', { publishedAs: '@gangway/core/start' })],
})
