import type { CaipNetworkId } from '@gangway/common'
import type { SIWXSession } from '@gangway/common'

/** Where DefaultSIWX keeps sessions (AppKit's `SIWXStorage`). */
export abstract class SIWXStorage {
  abstract add(session: SIWXSession): Promise<void>
  abstract set(sessions: SIWXSession[]): Promise<void>
  abstract get(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  abstract delete(chainId: CaipNetworkId, address: string): Promise<void>
}
