import { defaultClientConditions, defineConfig } from 'vite'

// Workspace packages resolve to their TypeScript sources (`source` export condition).
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Two pages: the host app, and the WalletConnect lab wallet a person pairs with by hand.
    rollupOptions: {
      input: {
        main: new URL('./index.html', import.meta.url).pathname,
        'lab-wallet': new URL('./lab-wallet.html', import.meta.url).pathname,
      },
    },
  },
})
