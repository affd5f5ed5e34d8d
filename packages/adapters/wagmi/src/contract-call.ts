// What writeContract takes from core's adapter kit, in one module it imports on its first call: only these
// parts go into that chunk (the kit's other parts are for other adapters).
export { loadViemEncoder, writeContractWith } from '@gangway/core/adapter-kit'
