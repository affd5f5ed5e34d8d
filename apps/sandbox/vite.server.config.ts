import { defineConfig } from 'vite'

// The sandbox's server route (server/members-route.ts), built for `vite preview` with every workspace package
// bundled from its sources, so the preview server needs no package's dist. `vite` (dev) loads it from source.
export default defineConfig({
  resolve: { conditions: ['source', 'module', 'node'] },
  ssr: {
    noExternal: true,
    resolve: { conditions: ['source', 'module', 'node'], externalConditions: ['node'] },
  },
  build: {
    ssr: 'server/members-route.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
  },
})
