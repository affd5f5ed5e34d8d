#!/usr/bin/env node
// A release without publishing (issue 23, item 1): what `changeset version` would bump and the tarballs
// `changeset publish` would upload. Run after `pnpm build`:
//   pnpm run release:dry-run
// The repository itself is left untouched: the pending changesets and every package.json of the working tree
// are copied into a temporary git worktree of HEAD, versioned there, packed there, and the worktree is removed.
// It fails when a changeset is unreadable or names a package the workspace does not have, when
// `changeset version` fails or leaves a requested bump undone, or when a versioned tarball keeps a
// `workspace:` range or points a sibling at a version other than the one just made. docs/releasing.md has
// the real release.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { highestBumps, readChangesets } from './lib/changesets.mjs'
import {
  checkPackedManifest,
  listPrivatePackageNames,
  listPublishedPackages,
  packPackage,
} from './lib/packing.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const WORKSPACE_PARENTS = ['packages', 'packages/adapters', 'apps']
const DEPENDENCY_FIELDS = ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies']
const CHANGESET_BIN = path.join(root, 'node_modules/@changesets/cli/bin.js')

/** Every workspace package of `base` (private ones too) as name → { dir relative to base, manifest }. */
function readWorkspace(base) {
  const packages = new Map()
  for (const parent of WORKSPACE_PARENTS) {
    for (const entry of fs.readdirSync(path.join(base, parent), { withFileTypes: true })) {
      const relative = path.join(parent, entry.name)
      const manifestPath = path.join(base, relative, 'package.json')
      if (!entry.isDirectory() || !fs.existsSync(manifestPath)) continue
      const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'))
      packages.set(manifest.name, { dir: relative, manifest })
    }
  }
  return packages
}

/** The working tree's release inputs (changesets, manifests, changelogs) and built dist/ into the worktree. */
function copyReleaseInputs(workspace, worktree) {
  fs.rmSync(path.join(worktree, '.changeset'), { recursive: true, force: true })
  fs.cpSync(path.join(root, '.changeset'), path.join(worktree, '.changeset'), { recursive: true })
  for (const file of ['package.json', 'pnpm-workspace.yaml'])
    fs.copyFileSync(path.join(root, file), path.join(worktree, file))
  for (const { dir } of workspace.values()) {
    fs.mkdirSync(path.join(worktree, dir), { recursive: true })
    for (const file of ['package.json', 'CHANGELOG.md', 'README.md', 'LICENSE']) {
      const source = path.join(root, dir, file)
      if (fs.existsSync(source)) fs.copyFileSync(source, path.join(worktree, dir, file))
    }
    const dist = path.join(root, dir, 'dist')
    if (fs.existsSync(dist)) fs.cpSync(dist, path.join(worktree, dir, 'dist'), { recursive: true })
  }
  // changesets loads its changelog generator from the repository's node_modules.
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(worktree, 'node_modules'))
}

/**
 * `pnpm pack` rewrites a `workspace:` range with the version of the package installed under node_modules.
 * The worktree has no install, so each package gets links to its siblings in the worktree, which carry the
 * versions `changeset version` just wrote.
 */
function linkSiblings(workspace, worktree) {
  for (const { dir, manifest } of workspace.values()) {
    for (const field of DEPENDENCY_FIELDS) {
      for (const [name, range] of Object.entries(manifest[field] ?? {})) {
        if (!String(range).startsWith('workspace:') || !workspace.has(name)) continue
        const link = path.join(worktree, dir, 'node_modules', name)
        if (fs.existsSync(link)) continue
        fs.mkdirSync(path.dirname(link), { recursive: true })
        fs.symlinkSync(path.join(worktree, workspace.get(name).dir), link)
      }
    }
  }
}

function checkChangesets(changesets, workspace) {
  const problems = []
  for (const { file, releases, error } of changesets) {
    if (error) problems.push(`.changeset/${file} ${error}`)
    for (const { name } of releases) {
      if (!workspace.has(name))
        problems.push(`.changeset/${file} names ${name}, which is not in the workspace`)
      else if (workspace.get(name).manifest.private === true) {
        problems.push(`.changeset/${file} names ${name}, which is private and never published`)
      }
    }
  }
  return problems
}

function checkVersioned(bumps, before, after, worktree) {
  const problems = []
  for (const [name, bump] of bumps) {
    if (bump === 'none') continue
    const { dir, manifest } = after.get(name)
    if (manifest.version === before.get(name).manifest.version)
      problems.push(`${name} asked for a ${bump} bump but kept ${manifest.version}`)
    const changelog = path.join(worktree, dir, 'CHANGELOG.md')
    if (!fs.existsSync(changelog) || !fs.readFileSync(changelog, 'utf8').includes(`## ${manifest.version}`)) {
      problems.push(`${name} has no CHANGELOG.md entry for ${manifest.version}`)
    }
  }
  const left = readChangesets(path.join(worktree, '.changeset'))
  if (left.length > 0) problems.push(`changeset version left ${left.map(({ file }) => file).join(', ')}`)
  return problems
}

/** Packs each published package in the versioned worktree; a sibling must be pinned at its new version. */
function packVersioned(worktree, after, destination) {
  const privateNames = listPrivatePackageNames(worktree)
  const problems = []
  const packed = []
  for (const pkg of listPublishedPackages(worktree)) {
    const { tarball, packageDir } = packPackage(pkg, destination)
    const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'))
    problems.push(...checkPackedManifest(manifest, privateNames).map((problem) => `${pkg.name}: ${problem}`))
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
      for (const [name, range] of Object.entries(manifest[field] ?? {})) {
        const sibling = after.get(name)
        if (sibling && range !== sibling.manifest.version) {
          problems.push(`${pkg.name}: ${field}.${name} is ${range}, not the new ${sibling.manifest.version}`)
        }
      }
    }
    if (!fs.existsSync(path.join(packageDir, 'dist')))
      problems.push(`${pkg.name}: no dist/ (run \`pnpm build\` first)`)
    packed.push({ name: pkg.name, tarball: path.basename(tarball), kB: fs.statSync(tarball).size / 1000 })
  }
  return { packed, problems }
}

function dryRun(scratch) {
  const workspace = readWorkspace(root)
  const changesets = readChangesets(path.join(root, '.changeset'))
  const changesetProblems = checkChangesets(changesets, workspace)
  if (changesetProblems.length > 0) return changesetProblems
  if (changesets.length === 0) {
    console.log('no pending changesets: a release would publish nothing')
    return []
  }
  const worktree = path.join(scratch, 'repo')
  execFileSync('git', ['worktree', 'add', '--detach', worktree, 'HEAD'], { cwd: root, stdio: 'ignore' })
  try {
    copyReleaseInputs(workspace, worktree)
    execFileSync(process.execPath, [CHANGESET_BIN, 'version'], {
      cwd: worktree,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const after = readWorkspace(worktree)
    const bumps = highestBumps(changesets)
    const problems = checkVersioned(bumps, workspace, after, worktree)
    linkSiblings(after, worktree)
    const tarballs = path.join(scratch, 'tarballs')
    fs.mkdirSync(tarballs)
    const { packed, problems: packProblems } = packVersioned(worktree, after, tarballs)
    console.log(`${changesets.length} changesets; \`changeset version\` would give:`)
    for (const { name, tarball, kB } of packed) {
      const from = workspace.get(name).manifest.version
      const to = after.get(name).manifest.version
      console.log(
        `  ${name.padEnd(28)} ${from === to ? `${to} (unchanged)` : `${from} → ${to}`}  ${tarball} ${kB.toFixed(1)} kB`,
      )
    }
    return [...problems, ...packProblems]
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: root, stdio: 'ignore' })
  }
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gangway-release-'))
try {
  const problems = dryRun(scratch)
  for (const problem of problems) console.log(`FAIL ${problem}`)
  console.log(
    problems.length === 0 ? 'release dry run ok: nothing was published' : `${problems.length} problem(s)`,
  )
  process.exitCode = problems.length === 0 ? 0 : 1
} finally {
  fs.rmSync(scratch, { recursive: true, force: true })
}
