// The package checks really fail: each one runs over small planted packages and changesets, one broken the way
// a release breaks and one kept clean. Run by `pnpm check:packages` (node --test), before the check of the real
// packages.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, describe, it } from 'node:test'
import { highestBumps, readChangesets } from './lib/changesets.mjs'
import { lintWithAttw, lintWithPublint } from './lib/package-lint.mjs'
import { checkPackedManifest, findUndeclaredImports } from './lib/packing.mjs'

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gangway-packing-test-'))
after(() => fs.rmSync(scratch, { recursive: true, force: true }))

function plant(name, files) {
  const dir = path.join(scratch, name)
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}

/** A tarball laid out as npm and pnpm pack it (everything under package/). */
function tarball(name, files) {
  const dir = plant(
    name,
    Object.fromEntries(Object.entries(files).map(([file, text]) => [`package/${file}`, text])),
  )
  const file = path.join(scratch, `${name}.tgz`)
  execFileSync('tar', ['-czf', file, '-C', dir, 'package'])
  return file
}

const ESM_PACKAGE = {
  name: 'planted',
  version: '1.0.0',
  type: 'module',
  exports: { '.': { source: './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' } },
  files: ['dist'],
}

describe('findUndeclaredImports', () => {
  const manifest = {
    name: 'planted',
    dependencies: { declared: '^1.0.0' },
    peerDependencies: { react: '>=18' },
  }
  const dir = plant('imports', {
    'dist/index.js': [
      "import { a } from 'declared/sub'",
      "import React from 'react'",
      "import fs from 'node:fs'",
      "import path from 'path'",
      "import { own } from 'planted/other'",
      "import { local } from './local.js'",
      "export { b } from '@scope/undeclared/deep'",
      "const lazy = () => import('lazy-undeclared')",
      'const text = \'copied from "the clipboard"\'',
    ].join('\n'),
    'dist/index.d.ts': "import type { Address } from 'types-undeclared'\nexport type A = Address\n",
    'dist/chunk.css': "@import 'not-scanned';",
  })

  it('names every bare import the package does not declare, once, with a file', () => {
    const problems = findUndeclaredImports(dir, manifest)
    assert.deepEqual(problems.sort(), [
      'imports "@scope/undeclared" (dist/index.js) without declaring it',
      'imports "lazy-undeclared" (dist/index.js) without declaring it',
      'imports "types-undeclared" (dist/index.d.ts) without declaring it',
    ])
  })

  it('accepts a package whose imports are all declared, builtins, relative or its own', () => {
    const clean = plant('imports-clean', {
      'dist/index.js': "import 'declared'\nimport 'node:os'\nimport './x.js'\n",
    })
    assert.deepEqual(findUndeclaredImports(clean, manifest), [])
  })
})

describe('checkPackedManifest', () => {
  it('reports a workspace: range left by the packer and a dependency on a private package', () => {
    const problems = checkPackedManifest(
      {
        dependencies: { '@gangway/common': 'workspace:*', '@gangway/services': '1.0.0', viem: '^2.0.0' },
        devDependencies: { '@gangway/testing': 'workspace:^' },
      },
      new Set(['@gangway/services']),
    )
    assert.deepEqual(problems, [
      'dependencies.@gangway/common is still "workspace:*"',
      'dependencies.@gangway/services is a private workspace package',
      'devDependencies.@gangway/testing is still "workspace:^"',
    ])
  })

  it('accepts real ranges, and a private package among devDependencies (never installed by a host)', () => {
    const manifest = { dependencies: { viem: '^2.0.0' }, devDependencies: { '@gangway/services': '0.1.0' } }
    assert.deepEqual(checkPackedManifest(manifest, new Set(['@gangway/services'])), [])
  })
})

describe('readChangesets', () => {
  const dir = plant('changesets', {
    'good.md': '---\n\'@gangway/core\': minor\n"@gangway/common": patch\n---\n\nText.\n',
    'second.md': "---\n'@gangway/core': patch\n'@gangway/api': major\n---\n\nMore.\n",
    // What a markdown formatter makes of a changeset: the front matter becomes a heading.
    'mangled.md': "---\n\n## '@gangway/core': minor\n\nText.\n",
    'config.json': '{}',
  })

  it('reads each release and reports a changeset whose front matter is not a release list', () => {
    const changesets = readChangesets(dir)
    assert.deepEqual(
      changesets.map(({ file, error }) => [file, error]),
      [
        ['good.md', undefined],
        ['mangled.md', 'has no front matter'],
        ['second.md', undefined],
      ],
    )
    assert.deepEqual(changesets[0].releases, [
      { name: '@gangway/core', type: 'minor' },
      { name: '@gangway/common', type: 'patch' },
    ])
  })

  it('keeps the highest bump each package asks for', () => {
    const bumps = highestBumps(readChangesets(dir).filter(({ error }) => !error))
    assert.deepEqual(Object.fromEntries(bumps), {
      '@gangway/core': 'minor',
      '@gangway/common': 'patch',
      '@gangway/api': 'major',
    })
  })
})

describe('publint and attw on a tarball', () => {
  const clean = tarball('clean', {
    'package.json': JSON.stringify(ESM_PACKAGE),
    'dist/index.js': 'export const value = 1\n',
    'dist/index.d.ts': 'export declare const value: number\n',
  })
  // Types declared but not shipped: what a build that forgot --dts publishes.
  const noTypes = tarball('no-types', {
    'package.json': JSON.stringify(ESM_PACKAGE),
    'dist/index.js': 'export const value = 1\n',
  })

  it('finds nothing in a clean ESM-only package, its unpublished `source` condition included', async () => {
    assert.deepEqual((await lintWithPublint(clean)).problems, [])
    assert.deepEqual(await lintWithAttw(clean), [])
  })

  it('reports exports whose types file is not in the tarball', async () => {
    const publint = await lintWithPublint(noTypes)
    assert.equal(publint.problems.length, 1)
    assert.match(publint.problems[0], /^publint FILE_DOES_NOT_EXIST: .*types is \.\/dist\/index\.d\.ts/)
    assert.deepEqual(await lintWithAttw(noTypes), ['attw: the package ships no types'])
  })

  it('reports a .d.ts that imports a file the package does not have', async () => {
    const broken = tarball('broken-types', {
      'package.json': JSON.stringify(ESM_PACKAGE),
      'dist/index.js': 'export const value = 1\n',
      'dist/index.d.ts':
        "import { Reason } from '../actions/reason.js'\nexport declare const value: Reason\n",
    })
    const problems = await lintWithAttw(broken)
    assert.equal(problems.length, 1)
    assert.match(problems[0], /^attw InternalResolutionError/)
  })
})
