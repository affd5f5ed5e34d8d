// A tiny static file server for a built host app (its dist/), on a free loopback port: what any static host
// would do with Vite's output. Unknown paths get index.html, as single-page apps are served.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
}

/** The file under `root` a URL path names, or undefined when it names none (or escapes `root`). */
export function resolveStaticFile(root, urlPath) {
  let decoded
  try {
    decoded = decodeURIComponent(new URL(urlPath, 'http://host').pathname)
  } catch {
    return undefined
  }
  const file = path.join(root, decoded)
  if (file !== root && !file.startsWith(root + path.sep)) return undefined
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : undefined
}

/** Serves `root` on 127.0.0.1 at a free port; resolves with its URL and a close function. */
export function serveStatic(root) {
  const absoluteRoot = path.resolve(root)
  const index = path.join(absoluteRoot, 'index.html')
  const server = http.createServer((request, response) => {
    const file = resolveStaticFile(absoluteRoot, request.url ?? '/') ?? index
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream'
    response.writeHead(200, { 'content-type': type })
    fs.createReadStream(file).pipe(response)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done(undefined))),
      })
    })
  })
}
