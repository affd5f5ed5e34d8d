import { defaultClientConditions, defineConfig, loadEnv, type Plugin } from 'vite'
import { frameCsp } from './src/csp.js'
import { DEFAULT_SERVICES_URL } from './src/env-default.js'

const HOST = 'localhost'
const PORT = 8790

const CSP_META = /<meta http-equiv="Content-Security-Policy" content="%FRAME_CSP%" \/>\n?/
const CSP_PLACEHOLDER = '%FRAME_CSP%'

/**
 * Fills in both pages' Content-Security-Policy meta tag, with the services' origin in connect-src. The dev
 * server (`vite`, not a script here) gets the tag removed: its injected styles and HMR socket would break under
 * it. The frame is served from its build (`vite preview`).
 */
function contentSecurityPolicy(servicesUrl: string): Plugin {
  return {
    name: 'gangway-frame-csp',
    transformIndexHtml: {
      order: 'pre',
      handler(html, { server }) {
        if (!html.includes(CSP_PLACEHOLDER)) throw new Error('The page has no CSP meta tag to fill in')
        return server ? html.replace(CSP_META, '') : html.replace(CSP_PLACEHOLDER, frameCsp(servicesUrl))
      },
    },
  }
}

// Workspace packages resolve to their TypeScript sources (`source` export condition), as in apps/sandbox.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_')
  const servicesUrl = env.VITE_SERVICES_URL || DEFAULT_SERVICES_URL
  return {
    resolve: { conditions: ['source', ...defaultClientConditions] },
    plugins: [contentSecurityPolicy(servicesUrl)],
    preview: {
      host: HOST,
      port: PORT,
      strictPort: true,
      headers: { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' },
    },
    build: {
      target: 'es2022',
      sourcemap: true,
      rollupOptions: {
        input: {
          main: new URL('./index.html', import.meta.url).pathname,
          'social-callback': new URL('./social-callback.html', import.meta.url).pathname,
        },
      },
    },
  }
})
