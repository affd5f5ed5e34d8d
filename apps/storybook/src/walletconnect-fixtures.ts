import type { WalletConnectClient, WalletConnectSession } from '@gangway/core'

/** A pairing URI shaped like the SDK's; nothing answers it. */
export const STORY_PAIRING_URI = `wc:${'7f'.repeat(32)}@2?relay-protocol=irn&symKey=${'3c'.repeat(32)}&expiryTimestamp=1900000000`

/**
 * A WalletConnect client that never reaches a relay: its pairing shows `uri`, or waits for ever, or the
 * wallet declines it, or it fails (core then retries every second, failing again).
 */
export function storyWalletConnect(
  pairing: { uri: string } | 'waiting' | 'declined' | 'failing',
): WalletConnectClient {
  return {
    connect: ({ onUri }) =>
      new Promise<WalletConnectSession>((_resolve, reject) => {
        if (typeof pairing === 'object') onUri(pairing.uri)
        else if (pairing === 'declined') reject({ code: 4001, message: 'User rejected.' })
        else if (pairing === 'failing') reject(new Error('The relay could not be reached'))
      }),
    restore: async () => undefined,
    getSession: () => undefined,
    prepare: async () => undefined,
    disconnect: async () => undefined,
    getProvider: async () => ({}),
    subscribe: () => () => undefined,
  }
}
