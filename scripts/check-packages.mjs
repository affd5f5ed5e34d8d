#!/usr/bin/env node
// Checks every published package as a host would install it (issue 23, item 1). Run after `pnpm build`:
//   pnpm run check:packages
// For each package under packages/ and packages/adapters/ that is not private, it packs the tarball a release
// would publish and checks that
//   - its package.json has no `workspace:` range left and depends on no private workspace package,
//   - every bare import in its JS and .d.ts is a declared dependency or peer dependency (or a Node builtin),
//   - publint and arethetypeswrong (esm-only profile) find nothing.
// Prints one line per package and exits 1 on any problem. Names as arguments check only those packages.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lintWithAttw, lintWithPublint } from './lib/package-lint.mjs'
import {
  checkPackedManifest,
  findUndeclaredImports,
  listPrivatePackageNames,
  listPublishedPackages,
  packPackage,
} from './lib/packing.mjs'

/** Packs and checks one package; returns its problems and publint's suggestions. */
export async function checkPackage(pkg, destination, privateNames) {
  const { tarball, packageDir } = packPackage(pkg, destination)
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'))
  if (!fs.existsSync(path.join(packageDir, 'dist'))) {
    return { tarball, manifest, problems: ['the tarball has no dist/: run `pnpm build` first'], notes: [] }
  }
  const publint = await lintWithPublint(tarball)
  const problems = [
    ...checkPackedManifest(manifest, privateNames),
    ...findUndeclaredImports(packageDir, manifest),
    ...publint.problems,
    ...(await lintWithAttw(tarball)),
  ]
  return { tarball, manifest, problems, notes: publint.notes }
}

/** Checks every published package of the workspace at `root`; prints a line each and returns the failure count. */
export async function checkWorkspacePackages(root, destination, only = []) {
  const privateNames = listPrivatePackageNames(root)
  const packages = listPublishedPackages(root).filter((pkg) => only.length === 0 || only.includes(pkg.name))
  if (packages.length === 0) throw new Error(`no published package matches ${only.join(', ')}`)
  let failures = 0
  for (const pkg of packages) {
    const started = performance.now()
    let result
    try {
      result = await checkPackage(pkg, destination, privateNames)
    } catch (error) {
      result = { problems: [`could not be checked: ${error.message.split('\n')[0]}`], notes: [] }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const version = result.manifest ? `@${result.manifest.version}` : ''
    if (result.problems.length === 0) {
      console.log(`ok   ${pkg.name}${version} (${seconds} s)`)
    } else {
      failures++
      console.log(`FAIL ${pkg.name}${version}`)
      for (const problem of result.problems) console.log(`     - ${problem}`)
    }
    for (const note of result.notes) console.log(`     note: ${note}`)
  }
  return failures
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const destination = fs.mkdtempSync(path.join(os.tmpdir(), 'gangway-pack-'))
  try {
    const failures = await checkWorkspacePackages(root, destination, process.argv.slice(2))
    console.log(failures === 0 ? 'every published package is ok' : `${failures} package(s) with problems`)
    process.exitCode = failures === 0 ? 0 : 1
  } finally {
    fs.rmSync(destination, { recursive: true, force: true })
  }
}
