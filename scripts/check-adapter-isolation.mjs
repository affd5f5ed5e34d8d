#!/usr/bin/env node
// Pay for what you use (ARCHITECTURE principle 5; issue 8): a host that installs one adapter ships none of the
// other adapters' chain libraries, in its entry chunk or in any lazily loaded chunk. Each host app below is
// bundled as a production build splits it (esbuild, code splitting, the packages' built dist/) and every
// module that went into any chunk is checked.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { build } from 'esbuild'

/** What each adapter brings: its own package and the chain library behind it. */
const ADAPTER_MODULES = {
  wagmi: ['@gangway/adapter-wagmi', '@wagmi/core', 'wagmi'],
  ethers: ['@gangway/adapter-ethers', 'ethers'],
  ethers5: ['@gangway/adapter-ethers5', '@ethersproject/'],
  solana: ['@gangway/adapter-solana', '@solana/web3.js', '@wallet-standard/app'],
  bitcoin: ['@gangway/adapter-bitcoin', 'bitcoinjs-lib'],
}

export const HOSTS = JSON.parse(
  fs.readFileSync(new URL('../apps/bench/size/hosts.json', import.meta.url), 'utf8'),
)

/** The package a bundled module belongs to: `node_modules/<name>/…` or a workspace package's folder. */
function packageOf(input) {
  const nodeModules = input.lastIndexOf('node_modules/')
  if (nodeModules !== -1) {
    const rest = input.slice(nodeModules + 'node_modules/'.length).split('/')
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
  }
  const adapter = /packages\/adapters\/([^/]+)\//.exec(input)
  return adapter ? `@gangway/adapter-${adapter[1]}` : undefined
}

function belongsTo(pkg, prefixes) {
  return prefixes.some((prefix) => (prefix.endsWith('/') ? pkg.startsWith(prefix) : pkg === prefix))
}

async function modulesOf(entry) {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'gangway-isolation-'))
  try {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      outdir,
      metafile: true,
      minify: true,
      logLevel: 'silent',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
    })
    return Object.keys(result.metafile.inputs)
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true })
  }
}

export async function checkAdapterIsolation() {
  let ok = true
  for (const host of HOSTS) {
    const packages = new Set((await modulesOf(host.entry)).map(packageOf).filter(Boolean))
    const others = Object.entries(ADAPTER_MODULES).filter(([adapter]) => !host.adapters.includes(adapter))
    const leaked = [...packages].filter((pkg) => others.some(([, prefixes]) => belongsTo(pkg, prefixes)))
    if (leaked.length > 0) ok = false
    console.log(
      leaked.length === 0
        ? `${host.name}: ships no other adapter's libraries (${packages.size} packages bundled)`
        : `${host.name}: ships ${leaked.join(', ')}, which belong to adapters it does not use`,
    )
  }
  return ok
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await checkAdapterIsolation()) ? 0 : 1)
