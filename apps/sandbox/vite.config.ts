import { defaultClientConditions, defineConfig } from 'vite'

// Workspace packages resolve to their TypeScript sources (`source` export condition).
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
})
