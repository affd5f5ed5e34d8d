import type {
  WalletConnectClient,
  WalletConnectEvent,
  WalletConnectSession,
} from '../walletconnect/client.js'

interface PendingPairing {
  onUri(uri: string): void
  approve(session: WalletConnectSession): void
  reject(error: unknown): void
}

/**
 * An in-memory WalletConnect client: the outer edge of core's pairing tests (the real client, with the SDK
 * and a relay, is tested in @gangway/adapter-universal). Each connect() is an attempt a test steers.
 */
export function createMemoryWalletConnect() {
  const attempts: PendingPairing[] = []
  const listeners = new Set<(event: WalletConnectEvent) => void>()
  let session: WalletConnectSession | undefined
  let prepared = 0
  const client: WalletConnectClient = {
    connect({ onUri }) {
      return new Promise<WalletConnectSession>((resolve, reject) => {
        attempts.push({
          onUri,
          approve(approved) {
            session = approved
            resolve(approved)
          },
          reject,
        })
      })
    },
    async restore() {
      return session
    },
    getSession: () => session,
    async prepare() {
      prepared += 1
    },
    async disconnect() {
      session = undefined
    },
    async getProvider() {
      return { isMemoryWalletConnect: true }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return {
    client,
    attempts,
    /** The latest attempt; throws when there is none, so a test reads as it means. */
    latest(): PendingPairing {
      const attempt = attempts.at(-1)
      if (!attempt) throw new Error('No pairing was started')
      return attempt
    },
    /** How often prepare() was called. */
    get prepared() {
      return prepared
    },
    emit(event: WalletConnectEvent) {
      for (const listener of listeners) listener(event)
    },
  }
}
