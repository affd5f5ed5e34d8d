// The import rules (.dependency-cruiser.cjs) really fail: dependency-cruiser runs with the repository's own
// config over small planted trees, one that breaks each rule and one that keeps them all. Run by
// `pnpm check:layers` (node --test), before the check of the real tree.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, describe, it } from 'node:test'

const root = path.resolve(import.meta.dirname, '..')
const depcruise = path.join(root, 'node_modules/.bin/depcruise')
const config = path.join(root, '.dependency-cruiser.cjs')

/** A stand-in for an npm package, enough for the resolver: the rules match its path under node_modules/. */
const npmPackage = (name) => ({
  [`node_modules/${name}/package.json`]: JSON.stringify({ name, main: 'index.js' }),
  [`node_modules/${name}/index.js`]: 'export const library = 1\n',
})

const LIBRARIES = { ...npmPackage('react'), ...npmPackage('wagmi'), ...npmPackage('bitcoinjs-lib') }

const CLEAN = {
  ...LIBRARIES,
  'packages/common/src/index.ts': 'export const common = 1\n',
  'packages/core/src/index.ts':
    "import { common } from '../../common/src/index.js'\nexport const core = common\n",
  'packages/ui-react/src/view.ts':
    "import { library } from 'react'\nimport { core } from '../../core/src/index.js'\nexport const view = [library, core]\n",
  'packages/adapters/wagmi/src/index.ts':
    "import { library } from 'wagmi'\nimport { core } from '../../../core/src/index.js'\nexport const wagmi = [library, core]\n",
  'packages/adapters/bitcoin/src/index.ts':
    "import { library } from 'bitcoinjs-lib'\nexport const bitcoin = library\n",
}

const VIOLATIONS = {
  ...CLEAN,
  // A cycle closed by a type-only import.
  'packages/core/src/a.ts': "import type { B } from './b.js'\nexport type A = { b?: B }\n",
  'packages/core/src/b.ts': "import type { A } from './a.js'\nexport type B = { a?: A }\n",
  // The UI reaching an adapter's package and a chain library.
  'packages/ui-react/src/uses-adapter.ts':
    "import { wagmi } from '../../adapters/wagmi/src/index.js'\nexport const leak = wagmi\n",
  'packages/ui-react/src/uses-library.ts': "import { library } from 'wagmi'\nexport const leak = library\n",
  // Core rendering, and an adapter reaching another adapter and its chain library.
  'packages/core/src/render.ts': "import { library } from 'react'\nexport const leak = library\n",
  'packages/adapters/solana/src/index.ts':
    "import { library } from 'bitcoinjs-lib'\nimport { bitcoin } from '../../bitcoin/src/index.js'\nexport const leak = [library, bitcoin]\n",
}

const folders = []
after(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
})

/** Writes the tree into a fresh folder and cruises its packages/ with the real config: each violation found. */
function cruise(tree) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gangway-dependency-rules-'))
  folders.push(folder)
  fs.copyFileSync(path.join(root, 'tsconfig.base.json'), path.join(folder, 'tsconfig.base.json'))
  for (const [file, text] of Object.entries(tree)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true })
    fs.writeFileSync(path.join(folder, file), text)
  }
  const run = spawnSync(depcruise, ['--config', config, '--output-type', 'json', 'packages'], {
    cwd: folder,
    encoding: 'utf8',
  })
  assert.ok(run.stdout, `depcruise printed no report: ${run.stderr}`)
  return JSON.parse(run.stdout).summary.violations.map((violation) => ({
    rule: violation.rule.name,
    from: violation.from,
    to: violation.to,
  }))
}

describe('the import rules', () => {
  it('find nothing in a tree that keeps them', () => {
    assert.deepEqual(cruise(CLEAN), [])
  })

  it('fail on a planted cycle, UI → adapter imports, React in core and one adapter using another', () => {
    const found = cruise(VIOLATIONS)
    const has = (rule, from, to) =>
      assert.ok(
        found.some(
          (violation) => violation.rule === rule && violation.from === from && violation.to.includes(to),
        ),
        `expected ${rule}: ${from} → ${to}; found ${JSON.stringify(found, null, 1)}`,
      )
    has('no-circular', 'packages/core/src/a.ts', 'packages/core/src/b.ts')
    has('layer:ui-react', 'packages/ui-react/src/uses-adapter.ts', 'packages/adapters/wagmi/src/index.ts')
    has('no-chain-library-in-ui-or-core', 'packages/ui-react/src/uses-library.ts', 'node_modules/wagmi/')
    has('no-react-below-ui', 'packages/core/src/render.ts', 'node_modules/react/')
    has('adapter-isolation:solana', 'packages/adapters/solana/src/index.ts', 'node_modules/bitcoinjs-lib/')
    has('layer:adapters/solana', 'packages/adapters/solana/src/index.ts', 'packages/adapters/bitcoin/src/')
    // Nothing that the clean tree already holds is reported.
    assert.ok(found.every((violation) => !Object.hasOwn(CLEAN, violation.from)))
  })
})
