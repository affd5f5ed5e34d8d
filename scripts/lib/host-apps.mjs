// Fresh host apps that install the packed packages with npm, outside the workspace (issue 23, item 1). Used by
// e2e/host-installs.spec.ts: each app is copied to a temporary folder, its Gangway dependencies point at the
// tarballs `pnpm pack` made, and npm installs, builds and (for a server app) starts it there, so nothing of the
// workspace (its node_modules, its `source` condition, its lockfile) can stand in for what a host gets.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { listPublishedPackages, packPackage } from './packing.mjs'

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']
// Build output and installs of a source app are never copied: the host makes its own.
const NOT_COPIED = new Set(['node_modules', 'dist', '.next', '.turbo', 'package-lock.json'])
const OUTPUT_TAIL = 4000

/** A command of a host app failed: its exit code and the end of what it printed. */
export class HostCommandError extends Error {
  constructor(command, code, output) {
    super(`\`${command}\` exited with ${code}\n${output.slice(-OUTPUT_TAIL)}`)
    this.name = 'HostCommandError'
    this.shortMessage = `\`${command}\` exited with ${code}`
  }
}

/** A host's package.json names a Gangway package the workspace does not publish. */
export class UnknownPackageError extends Error {
  constructor(host, names) {
    super(`${host} depends on ${names.join(', ')}, which no published workspace package provides`)
    this.name = 'UnknownPackageError'
  }
}

/** Packs every published package into `destination`: package name → absolute tarball path. */
export function packPublishedPackages(root, destination) {
  const tarballs = {}
  for (const pkg of listPublishedPackages(root)) tarballs[pkg.name] = packPackage(pkg, destination).tarball
  return tarballs
}

/** The Gangway packages (and `workspace:` ranges) a host manifest names that no tarball provides. */
export function missingPackages(manifest, tarballs) {
  const missing = new Set()
  for (const field of DEPENDENCY_FIELDS) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      const ours = name.startsWith('@gangway/') || String(range).startsWith('workspace:')
      if (ours && !(name in tarballs)) missing.add(name)
    }
  }
  return [...missing].sort()
}

/**
 * The manifest with every Gangway dependency on `file:` its tarball, and npm `overrides` that send the
 * packages' own dependencies on each other (`"@gangway/core": "0.0.0"` once packed) to the tarballs too:
 * without them npm would look for those versions on the registry.
 */
export function hostManifest(manifest, tarballs, host = manifest.name) {
  const missing = missingPackages(manifest, tarballs)
  if (missing.length > 0) throw new UnknownPackageError(host, missing)
  const result = structuredClone(manifest)
  for (const field of DEPENDENCY_FIELDS) {
    for (const name of Object.keys(result[field] ?? {})) {
      if (name in tarballs) result[field][name] = `file:${tarballs[name]}`
    }
  }
  result.overrides = { ...result.overrides }
  for (const [name, tarball] of Object.entries(tarballs)) result.overrides[name] = `file:${tarball}`
  return result
}

/**
 * Copies the app at `source` to `destination` (without installs or builds) with the tarball manifest.
 * `devDependencies` adds what a workspace app gets from the workspace root but a host installs itself
 * (TypeScript for a Next.js app, say); the app's own ranges win.
 */
export function copyHostApp(source, destination, tarballs, { devDependencies = {} } = {}) {
  fs.cpSync(source, destination, {
    recursive: true,
    filter: (file) => !NOT_COPIED.has(path.basename(file)),
  })
  const manifestPath = path.join(destination, 'package.json')
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'))
  const declared = { ...manifest.dependencies, ...manifest.devDependencies }
  const added = Object.entries(devDependencies).filter(([name]) => !(name in declared))
  if (added.length > 0)
    manifest.devDependencies = { ...manifest.devDependencies, ...Object.fromEntries(added) }
  fs.writeFileSync(manifestPath, `${JSON.stringify(hostManifest(manifest, tarballs, source), null, 2)}\n`)
}

/**
 * The environment of a host's commands: this process's, less what pnpm and npm scripts export
 * (npm_config_*, npm_package_*, pnpm's own), so npm acts as in a host's shell and not as the workspace's pnpm.
 */
export function hostEnvironment(extra = {}) {
  const env = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|pnpm_|PNPM_)/i.test(key) || key === 'INIT_CWD' || key === 'NODE_OPTIONS') continue
    env[key] = value
  }
  return { ...env, NEXT_TELEMETRY_DISABLED: '1', ...extra }
}

/** Runs a command in `cwd`; resolves with its output, rejects with a HostCommandError. */
export function runCommand(command, args, { cwd, env = hostEnvironment() }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve(output)
      else reject(new HostCommandError([command, ...args].join(' '), code, output))
    })
  })
}

/** `npm install` as a host runs it, with one npm cache shared by every host (and every run). */
export function npmInstall(dir, cacheDir) {
  return runCommand(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', '--cache', cacheDir],
    { cwd: dir },
  )
}

/** `npm run <script>` in a host. */
export function npmRun(dir, script) {
  return runCommand('npm', ['run', script, '--silent'], { cwd: dir })
}

/** Seconds since `started` (a performance.now() reading), to one decimal. */
export function secondsSince(started) {
  return Number(((performance.now() - started) / 1000).toFixed(1))
}

/** A port nothing listens on right now, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * Starts a host's server (say `next start`) in its own process group and resolves once `url` answers;
 * `stop()` ends the group. Rejects, after stopping it, when it exits or does not answer within `timeoutMs`.
 */
export async function startServer(command, args, { cwd, url, timeoutMs = 60_000 }) {
  const child = spawn(command, args, {
    cwd,
    env: hostEnvironment(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  let exited = false
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  child.on('exit', () => {
    exited = true
  })
  const stop = () => {
    if (!exited) process.kill(-child.pid, 'SIGTERM')
  }
  const deadline = performance.now() + timeoutMs
  while (performance.now() < deadline && !exited) {
    try {
      if ((await fetch(url)).status < 500) return { stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  stop()
  throw new HostCommandError([command, ...args].join(' '), exited ? child.exitCode : 'no answer', output)
}
