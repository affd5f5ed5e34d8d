// What the adapter takes from core's adapter kit, in one module it imports on first use: only these parts go
// into that chunk (the kit's other parts are for other adapters), and none into what a page loads at start.
export { loadViemEncoder, requestRpc, rpcUrlsOf, writeContractWith } from '@gangway/core/adapter-kit'
