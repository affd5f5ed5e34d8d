// Size limits (size-limit, brotli); scripts/size-budget.mjs runs them with the start-up budget. Never raise a limit to
// fit new code: make the code lazy or smaller.
//
// The "every lazy part included" line bundles without splitting, so every lazy chunk counts as if it loaded with the
// page. Locale files are alternatives, not parts: a visitor downloads one language at most (docs/i18n.md). That line
// counts the built-in English and keeps the nine locale chunks out; the largest locale has a line of its own.
const LOCALE_CHUNK = /^\.\/(es|fr|de|pt|ja|ko|zh-CN|ar|he)-[A-Z0-9]+\.js$/

/** esbuild config of a no-splitting check, with ui-react's locale chunks (dist/<tag>-<hash>.js) left out. */
function withoutLocales(config) {
  const localesApart = {
    name: 'gangway-locales-apart',
    setup(build) {
      build.onResolve({ filter: LOCALE_CHUNK }, (args) =>
        args.importer.includes('ui-react') ? { path: args.path, external: true } : undefined,
      )
    },
  }
  return { ...config, plugins: [...(config.plugins ?? []), localesApart] }
}

module.exports = [
  {
    name: 'baseline: React + wagmi host app',
    path: 'apps/bench/size/wagmi-app.tsx',
    limit: '90 kB',
  },
  {
    name: 'React + wagmi + @gangway/react + @gangway/adapter-wagmi host app, every lazy part included (no splitting)',
    path: 'apps/bench/size/gangway-app.tsx',
    limit: '190 kB',
    // The WalletConnect SDK has its own line (below). The client hands the SDK's own storage class to every SDK
    // instance of the page (one database connection), so that part of the SDK is imported by name too.
    ignore: ['@walletconnect/universal-provider', '@walletconnect/keyvaluestorage'],
    modifyEsbuildConfig: withoutLocales,
  },
  {
    name: "one locale, the largest: Arabic (loaded when a host sets locale: 'ar')",
    path: 'packages/ui-react/dist/ar-*.js',
    limit: '9 kB',
  },
  {
    name: 'WalletConnect chunk, loaded on first use (@walletconnect/universal-provider 2.21.8)',
    path: 'apps/bench/size/walletconnect-chunk.ts',
    limit: '120 kB',
  },
  {
    name: "adapter entry: @gangway/adapter-wagmi (WagmiAdapter; its chain library is the host's and not counted)",
    path: 'packages/adapters/wagmi/dist/index.js',
    import: '{ WagmiAdapter }',
    ignore: ['@wagmi/core', 'viem', '@walletconnect/universal-provider'],
    limit: '7 kB',
  },
  {
    name: 'adapter entry: @gangway/adapter-universal (UniversalAdapter)',
    path: 'packages/adapters/universal/dist/index.js',
    import: '{ UniversalAdapter }',
    ignore: ['@walletconnect/universal-provider'],
    limit: '15 kB',
  },
  {
    name: "adapter entry: @gangway/adapter-ethers (EthersAdapter; its chain library is the host's and not counted)",
    path: 'packages/adapters/ethers/dist/index.js',
    import: '{ EthersAdapter }',
    ignore: ['ethers', '@walletconnect/universal-provider'],
    limit: '9 kB',
  },
  {
    name: "adapter entry: @gangway/adapter-ethers5 (Ethers5Adapter; its chain library is the host's and not counted)",
    path: 'packages/adapters/ethers5/dist/index.js',
    import: '{ Ethers5Adapter }',
    ignore: ['ethers', '@ethersproject/abi', '@ethersproject/units', '@walletconnect/universal-provider'],
    limit: '9 kB',
  },
  {
    name: "adapter entry: @gangway/adapter-solana (SolanaAdapter; its chain library is the host's and not counted)",
    path: 'packages/adapters/solana/dist/index.js',
    import: '{ SolanaAdapter }',
    ignore: ['@solana/web3.js', '@walletconnect/universal-provider'],
    limit: '10 kB',
  },
  {
    name: 'adapter entry: @gangway/adapter-bitcoin (BitcoinAdapter, bitcoinjs-lib included)',
    path: 'packages/adapters/bitcoin/dist/index.js',
    import: '{ BitcoinAdapter }',
    ignore: ['@walletconnect/universal-provider'],
    limit: '40 kB',
  },
]
