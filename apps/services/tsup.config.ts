import { defineConfig } from 'tsup'

// The CLI runs this build with plain Node: workspace packages are bundled from their TypeScript sources
// (the `source` condition), so nothing else needs building first; npm dependencies stay external.
export default defineConfig({
  // Two entries: the services, and the test helpers (never loaded by the first).
  entry: ['src/index.ts', 'src/testing.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: true,
  clean: true,
  noExternal: [/^@gangway\//],
  // A dev dependency (the OAuth stand-in, loaded by development only): tsup externalizes dependencies alone.
  external: ['oauth2-mock-server'],
  esbuildOptions(options) {
    options.conditions = ['source', 'import', 'module', 'node']
  },
})
