import { defineConfig } from 'tsup'

// No oneStartChunk here (scripts/lib/one-start-chunk.mjs): this package's lazy parts (the adapter, the SDK's
// session code) use nothing of its start-up code, only core's and common's, so in a host's build its start-up
// code is reached from the page alone and joins the page's own file instead of shipping as a file of its own.
export default defineConfig({
  entry: ['src/index.ts', 'src/start.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
})
