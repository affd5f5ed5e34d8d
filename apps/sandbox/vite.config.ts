import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'
import { strictCspPage } from './server/strict-csp'

type Route = (request: IncomingMessage, response: ServerResponse, next: () => void) => void
const routeOptions = {
  servicesUrl: process.env.VITE_SERVICES_URL ?? 'http://127.0.0.1:8787',
  rpcUrls: {
    1: process.env.VITE_RPC_1 ?? 'http://127.0.0.1:8545',
    137: process.env.VITE_RPC_137 ?? 'http://127.0.0.1:8546',
  },
}

/** The sandbox's own server route for the members-only panel (server/members-route.ts), in dev and preview. */
function membersRoute(): Plugin {
  return {
    name: 'gangway-sandbox-members-route',
    configureServer(server) {
      let route: Promise<Route> | undefined
      server.middlewares.use((request, response, next) => {
        route ??= server
          .ssrLoadModule('/server/members-route.ts')
          .then((module) => module.createMembersRoute(routeOptions) as Route)
        void route.then((handle) => handle(request, response, next), next)
      })
    },
    async configurePreviewServer(server) {
      // Built next to the app by `pnpm build` (vite.server.config.ts).
      const module = await import(new URL('./dist-server/members-route.js', import.meta.url).href)
      server.middlewares.use(module.createMembersRoute(routeOptions) as Route)
    },
  }
}

/**
 * `/strict-csp` under a strict Content Security Policy (server/strict-csp.ts). Only in preview, the server the
 * end-to-end tests use: Vite's dev client injects styles as <style> elements, which the policy refuses.
 */
function strictCsp(): Plugin {
  const origins = {
    servicesUrl: routeOptions.servicesUrl,
    rpcUrls: [...Object.values(routeOptions.rpcUrls), process.env.VITE_SOLANA_RPC ?? 'http://127.0.0.1:8899'],
    secureSiteUrl: process.env.VITE_SECURE_SITE_URL ?? 'http://localhost:8790/',
  }
  return {
    name: 'gangway-sandbox-strict-csp',
    configurePreviewServer(server) {
      const page = path.resolve(server.config.root, server.config.build.outDir, 'index.html')
      server.middlewares.use(strictCspPage({ origins, readPage: () => readFile(page, 'utf8') }))
    },
  }
}

// Workspace packages resolve to their TypeScript sources (`source` export condition).
export default defineConfig({
  plugins: [membersRoute(), strictCsp()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // The server route's workspace packages load from their sources too.
  ssr: { resolve: { conditions: ['source', 'module', 'node'] } },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Three pages: the host app, the WalletConnect lab wallet a person pairs with by hand, and the plain HTML page
    // (@gangway/html with no framework).
    rollupOptions: {
      input: {
        main: new URL('./index.html', import.meta.url).pathname,
        'lab-wallet': new URL('./lab-wallet.html', import.meta.url).pathname,
        html: new URL('./html.html', import.meta.url).pathname,
      },
    },
  },
})
