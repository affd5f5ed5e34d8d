// The import rules of the repository (docs/architecture.md, "Packages and layers"), checked by
// dependency-cruiser over packages/ and apps/ with `pnpm check:layers`. Paths are the resolved files: a
// `@gangway/*` import resolves through its `source` export condition to the package's src/, so a rule on
// `^packages/core/` catches `@gangway/core` and a relative path into core alike.

const ADAPTERS = ['universal', 'wagmi', 'ethers', 'ethers5', 'solana', 'bitcoin'].map(
  (name) => `adapters/${name}`,
)
const BELOW_ENTRIES = ['common', 'api', 'frame', 'core', 'ui-react', 'siwx', ...ADAPTERS]
/** Package folder under packages/ → the folders of the @gangway packages it may import. */
const LAYERS = {
  common: [],
  api: ['common'],
  frame: ['common'],
  core: ['common', 'api', 'frame'],
  'ui-react': ['common', 'core'],
  // Sign In With X implements common's SIWXConfig. It must not use core: the services (which core's tests
  // start) depend on it, and a dependency on core would close a package cycle (docs/siwx.md).
  siwx: ['common'],
  react: BELOW_ENTRIES,
  // The framework-free entry wraps the React one (its buttons are React rendered into custom elements).
  html: [...BELOW_ENTRIES, 'react'],
  testing: ['common'],
  ...Object.fromEntries(ADAPTERS.map((adapter) => [adapter, ['common', 'core']])),
}

/**
 * Each adapter's chain library, as its resolved path in pnpm's store. ethers v5 and v6 share a package name:
 * the version in the store folder tells them apart.
 */
const CHAIN_LIBRARIES = {
  wagmi: 'node_modules/(@wagmi/core|@wagmi/connectors|wagmi)/',
  ethers: '/ethers@6[^/]*/node_modules/ethers/',
  ethers5: 'node_modules/@ethersproject/|/ethers@5[^/]*/node_modules/ethers/',
  solana: 'node_modules/@solana/web3\\.js/',
  bitcoin: 'node_modules/bitcoinjs-lib/',
}
const ANY_CHAIN_LIBRARY = Object.values(CHAIN_LIBRARIES).join('|')

/**
 * What is not a product module: tests, stories, our build output. An excluded module drops the imports of it
 * too, so this names our folders only: node_modules (not followed) stays, and a library's own dist/ with it.
 */
const NOT_PRODUCT =
  '^(packages|apps)/(adapters/)?[^/]+/(dist[^/]*|storybook-static|coverage|\\.turbo)/|\\.(test|spec|stories)\\.[cm]?[jt]sx?$'

const layerRules = Object.entries(LAYERS).map(([folder, may]) => ({
  name: `layer:${folder}`,
  comment: `packages/${folder} may import only these packages of ours: ${may.join(', ') || 'none'}`,
  severity: 'error',
  from: { path: `^packages/${folder}/` },
  to: {
    path: '^(packages|apps)/',
    pathNot: `^packages/(${[folder, ...may].join('|')})/`,
  },
}))

const LAYERED = `^packages/(${Object.keys(LAYERS).join('|')})/`

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import cycle, type-only and dynamic imports included: a cycle makes load order matter ' +
        '(a const read before its module ran) and ties the files of it into one unit.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'layer:unlisted',
      comment: 'A package that imports anything has a layer: add its folder to LAYERS in this file.',
      severity: 'error',
      from: { path: '^packages/', pathNot: LAYERED },
      to: {},
    },
    {
      name: 'no-react-below-ui',
      comment: 'Only the UI and the entries render: common, api, frame, core and siwx never import React.',
      severity: 'error',
      from: { path: '^packages/(common|api|frame|core|siwx)/' },
      to: { path: 'node_modules/(react|react-dom)/' },
    },
    {
      name: 'no-chain-library-in-ui-or-core',
      comment:
        'A chain library comes with its adapter only: the UI, core and the layers under it never import ' +
        "one (the layer rules already keep them from importing an adapter's package).",
      severity: 'error',
      from: { path: '^packages/(ui-react|core|common|api|frame|siwx)/' },
      to: { path: ANY_CHAIN_LIBRARY },
    },
    ...ADAPTERS.map((folder) => {
      const adapter = folder.slice('adapters/'.length)
      return {
        name: `adapter-isolation:${adapter}`,
        comment:
          `packages/${folder} uses no other adapter's chain library (another adapter's package is a layer ` +
          'violation already): a host pays only for the adapters it installs.',
        severity: 'error',
        from: { path: `^packages/${folder}/` },
        to: {
          path: Object.entries(CHAIN_LIBRARIES)
            .filter(([owner]) => owner !== adapter)
            .map(([, library]) => library)
            .join('|'),
        },
      }
    }),
    {
      name: 'not-to-unresolvable',
      comment:
        'Every import resolves: an unresolved one would slip through every rule above. (vite/client is a ' +
        "types-only reference; a bin script's ../dist/ is the package's build, absent before the build.)",
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^vite/client$|^\\.\\./dist/' },
    },
  ],
  options: {
    // Type-only imports are edges too: a type cycle ties files together as much as a runtime one.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: NOT_PRODUCT },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'node', 'default'],
      mainFields: ['module', 'main', 'types'],
    },
  },
}
