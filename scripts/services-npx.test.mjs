// The services as a host that is not ours runs them: packed like a release, started with `npx` from the tarball
// and a config file, outside the workspace, in production (the default). Needs `pnpm --filter @gangway/services
// build` first; npm installs the tarball's dependencies from the registry (about a minute the first time).
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { findUndeclaredImports, packPackage } from './lib/packing.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SERVICES_DIR = path.join(ROOT, 'apps/services')
const HOST_ORIGIN = 'http://localhost:3000'
const START_TIMEOUT_MS = 300_000

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Resolves with the line the CLI prints once it listens; rejects with its output if it exits first. */
function waitForReady(child) {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(
      () => reject(new Error(`no ready line after ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    )
    const read = (chunk) => {
      output += chunk
      const ready = output.split('\n').find((line) => line.includes(' ready at '))
      if (ready) {
        clearTimeout(timer)
        resolve(ready)
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the CLI exited with ${code}:\n${output}`))
    })
  })
}

describe('services from their tarball with npx', { timeout: START_TIMEOUT_MS + 60_000 }, () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gangway-services-npx-'))
  let tarball
  let packageDir
  let child
  let url
  let readyLine

  before(async () => {
    ;({ tarball, packageDir } = packPackage({ dir: SERVICES_DIR }, work))
    const port = await freePort()
    const host = path.join(work, 'host')
    fs.mkdirSync(host)
    fs.writeFileSync(
      path.join(host, 'services.json'),
      JSON.stringify({
        port,
        host: '127.0.0.1',
        db: './data/services.sqlite',
        projects: { 'host-project': [HOST_ORIGIN] },
        frame: { keySecret: 'a-test-secret-of-at-least-32-bytes-for-the-frame-keys' },
      }),
    )
    fs.mkdirSync(path.join(host, 'data'))
    // The documented command (apps/services/README.md, "Run it for your app").
    child = spawn('npx', ['--yes', '--package', tarball, 'gangway-services', '--config', 'services.json'], {
      cwd: host,
      env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', SERVICES_MODE: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    readyLine = await waitForReady(child)
    url = `http://127.0.0.1:${port}`
  })

  after(() => {
    if (child?.exitCode === null) process.kill(-child.pid, 'SIGTERM')
    fs.rmSync(work, { recursive: true, force: true })
  })

  it('ships everything its production start imports', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'))
    const devOnly = new Set(Object.keys(manifest.devDependencies ?? {}))
    const missing = findUndeclaredImports(packageDir, manifest).filter(
      (problem) => !devOnly.has(/imports "([^"]+)"/.exec(problem)[1]),
    )
    assert.deepEqual(missing, [])
    for (const range of Object.values(manifest.dependencies)) assert.doesNotMatch(range, /^workspace:/)
  })

  it('starts in production, with the database where the config file says', () => {
    assert.match(readyLine, /^services \(production\) ready at /)
    assert.ok(fs.existsSync(path.join(work, 'host/data/services.sqlite')))
  })

  it('answers for the configured project and refuses others', async () => {
    const ready = await fetch(`${url}/readyz`)
    assert.equal(ready.status, 200)
    const known = await fetch(`${url}/projects/v1/origins?projectId=host-project`)
    assert.equal(known.status, 200)
    assert.deepEqual(await known.json(), { allowedOrigins: [HOST_ORIGIN] })
    const unknown = await fetch(`${url}/projects/v1/origins?projectId=sandbox`)
    assert.equal(unknown.status, 403)
    assert.deepEqual(await unknown.json(), { message: 'Unauthorized: invalid key' })
  })

  it('has none of the development stand-ins', async () => {
    const hooks = await fetch(`${url}/__test/reset`, { method: 'POST' })
    assert.equal(hooks.status, 404)
  })
})
