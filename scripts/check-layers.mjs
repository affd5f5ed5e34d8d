#!/usr/bin/env node
// Layers only point down (ARCHITECTURE, "Layers and packages"): every @gangway import and
// dependency of a package must be one its layer may use.
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const adapters = [
  'adapter-universal',
  'adapter-wagmi',
  'adapter-ethers',
  'adapter-ethers5',
  'adapter-solana',
  'adapter-bitcoin',
]
const entriesMayUse = ['common', 'api', 'frame', 'core', 'ui-react', 'siwx', ...adapters]

/** package folder name → the @gangway packages it may import */
const allowed = {
  common: [],
  api: ['common'],
  frame: ['common'],
  core: ['common', 'api', 'frame'],
  'ui-react': ['common', 'core'],
  // Sign In With X implements the SIWXConfig shape of common and keeps its crypto out of core. It does not use
  // core: services (which core's tests start) depend on it, and a dependency on core would close a cycle.
  siwx: ['common'],
  react: entriesMayUse,
  html: entriesMayUse,
  testing: ['common'],
}
for (const adapter of adapters) allowed[adapter] = ['common', 'core']
/** third-party imports a layer must never use */
const forbidden = {
  core: ['react', 'react-dom'],
  common: ['react', 'react-dom'],
  api: ['react', 'react-dom'],
}

function packageDirs() {
  const dirs = []
  for (const base of ['packages', 'packages/adapters']) {
    for (const name of fs.readdirSync(path.join(root, base))) {
      const dir = path.join(root, base, name)
      if (fs.existsSync(path.join(dir, 'package.json'))) dirs.push(dir)
    }
  }
  return dirs
}

function sourceFiles(dir) {
  const out = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...sourceFiles(full))
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) out.push(full)
  }
  return out
}

const importPattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
const problems = []
for (const dir of packageDirs()) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
  const layer = pkg.name.replace('@gangway/', '')
  const may = allowed[layer]
  if (!may) {
    problems.push(`${pkg.name}: no layer rule; add it to scripts/check-layers.mjs`)
    continue
  }
  for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })) {
    if (dep.startsWith('@gangway/') && !may.includes(dep.slice(9)))
      problems.push(`${pkg.name} depends on ${dep}`)
  }
  const srcDir = path.join(dir, 'src')
  if (!fs.existsSync(srcDir)) continue
  for (const file of sourceFiles(srcDir)) {
    const text = fs.readFileSync(file, 'utf8')
    for (const match of text.matchAll(importPattern)) {
      const spec = match[1] ?? match[2]
      const rel = path.relative(root, file)
      if (spec.startsWith('@gangway/')) {
        const target = spec.slice(9).split('/')[0]
        if (!may.includes(target))
          problems.push(`${rel} imports ${spec} (layer ${layer} may use: ${may.join(', ') || 'none'})`)
      }
      const bare = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]
      if (forbidden[layer]?.includes(bare)) problems.push(`${rel} imports ${spec} (forbidden in ${layer})`)
    }
  }
}

if (problems.length) {
  console.error(`Layering violations (${problems.length}):\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log('Layering: every package imports only the layers below it.')
