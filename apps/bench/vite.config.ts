import { defineConfig } from 'vite'

// Built for production like a host app would be: from the published entry points (dist).
export default defineConfig({
  build: { target: 'es2022' },
  preview: { host: '127.0.0.1', port: 5174, strictPort: true },
})
