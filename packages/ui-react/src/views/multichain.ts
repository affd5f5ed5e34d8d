/**
 * The parts of Connect and Account that only an app with several namespaces shows: one chunk, loaded on
 * demand (see modal/multichain-parts.ts), so a single-namespace host never downloads it.
 */
export { ConnectedAccounts } from './Account/ConnectedAccounts.js'
export { NamespaceFilters } from './Connect/NamespaceFilters.js'
