// Packs published workspace packages the way a release does and reads what a host would install.
// Used by scripts/check-packages.mjs (the working tree) and scripts/release-dry-run.mjs (a versioned copy).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'

const DEPENDENCY_FIELDS = ['dependencies', 'peerDependencies', 'optionalDependencies']
const PACKAGE_DIR_GLOBS = ['packages', 'packages/adapters']
const BUILTINS = new Set(builtinModules)
// A bare specifier as npm names go: optional scope, name, optional subpath. Anything else the regexes catch
// (a sentence in a string that happens to say `from '…'`) is not an import.
const BARE_SPECIFIER = /^(@[a-z0-9][\w.~-]*\/)?[a-z0-9][\w.~-]*(\/[\w./@~-]*)?$/i
const IMPORT_PATTERNS = [
  /\bfrom\s*["']([^"'\n]+)["']/g,
  /\bimport\s*["']([^"'\n]+)["']/g,
  /\bimport\s*\(\s*["']([^"'\n]+)["']\s*\)/g,
  /\brequire\s*\(\s*["']([^"'\n]+)["']\s*\)/g,
  /<reference\s+types\s*=\s*["']([^"'\n]+)["']/g,
]
const SCANNED_FILE = /\.(?:m?js|d\.m?ts)$/

/** Every package under packages/ and packages/adapters/ that is not private: what a release publishes. */
export function listPublishedPackages(root) {
  const found = []
  for (const parent of PACKAGE_DIR_GLOBS) {
    for (const entry of fs.readdirSync(path.join(root, parent), { withFileTypes: true })) {
      const dir = path.join(root, parent, entry.name)
      const manifestPath = path.join(dir, 'package.json')
      if (!entry.isDirectory() || !fs.existsSync(manifestPath)) continue
      const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'))
      if (manifest.private !== true) found.push({ name: manifest.name, dir })
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name))
}

/** Names of the workspace's private packages: a published package must never depend on one. */
export function listPrivatePackageNames(root) {
  const names = new Set()
  for (const parent of [...PACKAGE_DIR_GLOBS, 'apps']) {
    for (const entry of fs.readdirSync(path.join(root, parent), { withFileTypes: true })) {
      const manifestPath = path.join(root, parent, entry.name, 'package.json')
      if (!entry.isDirectory() || !fs.existsSync(manifestPath)) continue
      const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'))
      if (manifest.private === true) names.add(manifest.name)
    }
  }
  return names
}

/**
 * `pnpm pack` into `destination`, as `pnpm publish` would (it rewrites `workspace:` ranges to real versions),
 * then unpacks the tarball next to it. Returns the tarball's path and the unpacked package folder.
 */
export function packPackage(pkg, destination) {
  const out = execFileSync('pnpm', ['pack', '--json', '--pack-destination', destination], {
    cwd: pkg.dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const tarball = path.resolve(destination, JSON.parse(out).filename)
  const unpacked = path.join(destination, path.basename(tarball, '.tgz'))
  fs.mkdirSync(unpacked, { recursive: true })
  execFileSync('tar', ['-xzf', tarball, '-C', unpacked])
  return { tarball, packageDir: path.join(unpacked, 'package') }
}

/** Problems in the packed package.json: ranges a registry cannot resolve, or private workspace packages. */
export function checkPackedManifest(manifest, privateNames) {
  const problems = []
  for (const field of [...DEPENDENCY_FIELDS, 'devDependencies']) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (String(range).startsWith('workspace:')) problems.push(`${field}.${name} is still "${range}"`)
      if (field !== 'devDependencies' && privateNames.has(name)) {
        problems.push(`${field}.${name} is a private workspace package`)
      }
    }
  }
  return problems
}

function packageNameOf(specifier) {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

function* walkFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* walkFiles(full)
    } else if (SCANNED_FILE.test(entry.name)) {
      yield full
    }
  }
}

/** Bare imports in the package's shipped JS and .d.ts that it does not declare: a host's install would miss them. */
export function findUndeclaredImports(packageDir, manifest) {
  const declared = new Set([manifest.name])
  for (const field of DEPENDENCY_FIELDS)
    for (const name of Object.keys(manifest[field] ?? {})) declared.add(name)
  const missing = new Map()
  for (const file of walkFiles(packageDir)) {
    const text = fs.readFileSync(file, 'utf8')
    for (const pattern of IMPORT_PATTERNS) {
      for (const [, specifier] of text.matchAll(pattern)) {
        if (specifier.startsWith('.') || specifier.startsWith('node:') || !BARE_SPECIFIER.test(specifier))
          continue
        const name = packageNameOf(specifier)
        if (BUILTINS.has(name) || declared.has(name)) continue
        if (!missing.has(name)) missing.set(name, path.relative(packageDir, file))
      }
    }
  }
  return [...missing].map(([name, file]) => `imports "${name}" (${file}) without declaring it`)
}
