const query = new URLSearchParams(globalThis.location?.search)

/**
 * The lab wallet talks to the local services (apps/services) and anvil chains only. `?relay=` points it at
 * another relay, e.g. the one a Playwright test started on a free port.
 */
export const labWalletConfig = {
  relayUrl: query.get('relay') ?? 'ws://127.0.0.1:8787/relay',
  verifyUrl: query.get('verify') ?? 'http://127.0.0.1:8787/verify/v3',
  projectId: query.get('projectId') ?? 'gangway-sandbox',
  chains: {
    eip155: [
      { id: 1, rpcUrl: import.meta.env.VITE_RPC_1 ?? 'http://127.0.0.1:8545' },
      { id: 137, rpcUrl: import.meta.env.VITE_RPC_137 ?? 'http://127.0.0.1:8546' },
    ],
  },
}
