// The blockchain-API client alone (`@gangway/api/blockchain`): an app's start-up code never needs it, and as
// its own module a bundler can leave it in the chunk of the views that do (the Account features).
export { type BlockchainClient, createBlockchainClient } from './blockchain-client.js'
export type { BlockchainClientOptions, BlockchainNotice } from './context.js'
