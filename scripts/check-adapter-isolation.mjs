#!/usr/bin/env node
// Pay for what you use (ARCHITECTURE principle 5; issue 8): a host that installs one adapter ships none of the
// other adapters' chain libraries, in its entry chunk or in any lazily loaded chunk. Each host app below is
// bundled as a production build splits it (esbuild, code splitting, the packages' built dist/) and every
// module that went into any chunk is checked.
// The import-level rule (no adapter or chain library imported where it does not belong) is in
// .dependency-cruiser.cjs; this checks what a real build ships, libraries' own imports included.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { build } from 'esbuild'

/**
 * What each adapter brings, matched on a bundled module's resolved path: its own package and the chain library
 * behind it. ethers v5 and v6 share a package name, so the version in pnpm's store path tells them apart.
 */
const ADAPTER_MODULES = {
  wagmi: /packages\/adapters\/wagmi\/|node_modules\/(@wagmi\/core|wagmi)\//,
  ethers: /packages\/adapters\/ethers\/|\/ethers@6[^/]*\/node_modules\/ethers\//,
  ethers5:
    /packages\/adapters\/ethers5\/|node_modules\/@ethersproject\/|\/ethers@5[^/]*\/node_modules\/ethers\//,
  solana: /packages\/adapters\/solana\/|node_modules\/@solana\/web3\.js\//,
  bitcoin: /packages\/adapters\/bitcoin\/|node_modules\/bitcoinjs-lib\//,
}

export const HOSTS = JSON.parse(
  fs.readFileSync(new URL('../apps/bench/size/hosts.json', import.meta.url), 'utf8'),
)

/** `…/node_modules/<name>/…` or an adapter's folder: what a leaked module is reported as. */
function packageOf(input) {
  const adapter = /packages\/adapters\/([^/]+)\//.exec(input)
  if (adapter) return `@gangway/adapter-${adapter[1]}`
  const rest = input.slice(input.lastIndexOf('node_modules/') + 'node_modules/'.length).split('/')
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
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
    const modules = await modulesOf(host.entry)
    const others = Object.entries(ADAPTER_MODULES).filter(([adapter]) => !host.adapters.includes(adapter))
    const leaked = [
      ...new Set(modules.filter((input) => others.some(([, pattern]) => pattern.test(input))).map(packageOf)),
    ]
    if (leaked.length > 0) ok = false
    console.log(
      leaked.length === 0
        ? `${host.name}: ships no other adapter's libraries (${modules.length} modules bundled)`
        : `${host.name}: ships ${leaked.join(', ')}, which belong to adapters it does not use`,
    )
  }
  return ok
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await checkAdapterIsolation()) ? 0 : 1)
