import type { CreateClientArgs } from '@farcaster/auth-client'
import { createPublicClient, custom } from 'viem'

/**
 * auth-client's clients take an Ethereum connector for the Optimism ID registry; nothing here reaches
 * Optimism (sign-ins are verified against the custody registry stand-in, see verify.ts), so every call
 * refuses.
 */
export function offlineConnector(): CreateClientArgs['ethereum'] {
  const refuse = () => Promise.reject(new Error('No Optimism node: Farcaster sign-ins are verified locally'))
  return {
    getFid: refuse,
    isValidAuthAddress: refuse,
    publicClient: createPublicClient({ transport: custom({ request: refuse }) }),
  }
}
