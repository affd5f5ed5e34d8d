import { defineConfig } from 'tsup'

// The CLI runs this build with plain Node: workspace packages are bundled from their TypeScript sources
// (the `source` condition), so nothing else needs building first; npm dependencies stay external.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: true,
  clean: true,
  noExternal: [/^@gangway\//],
  esbuildOptions(options) {
    options.conditions = ['source', 'import', 'module', 'node']
  },
})
