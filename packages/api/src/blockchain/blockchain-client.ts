import { createServiceHttpClient, sdkQuery } from '../http/service-options.js'
import { type AccountCalls, createAccountCalls } from './account-calls.js'
import type { BlockchainClientOptions, BlockchainContext } from './context.js'
import { type ConvertCalls, createConvertCalls } from './convert-calls.js'
import { createNameCalls, type NameCalls } from './name-calls.js'
import { createNftCalls, type NftCalls } from './nft-calls.js'
import { createOnrampCalls, type OnrampCalls } from './onramp-calls.js'
import { createSessionCalls, type SessionCalls } from './session-calls.js'

export type BlockchainClient = AccountCalls & ConvertCalls & NameCalls & NftCalls & OnrampCalls & SessionCalls

/**
 * SPEC §7 blockchain-API client: one function per row of the table. Every call carries projectId, st and sv.
 * Caches and the balance retry window belong to this client, so two clients never share them.
 */
export function createBlockchainClient(options: BlockchainClientOptions): BlockchainClient {
  const context: BlockchainContext = {
    http: createServiceHttpClient(options),
    query: sdkQuery(options),
    options,
    now: options.now ?? Date.now,
  }
  return {
    ...createAccountCalls(context),
    ...createConvertCalls(context),
    ...createNameCalls(context),
    ...createNftCalls(context),
    ...createOnrampCalls(context),
    ...createSessionCalls(context),
  }
}
