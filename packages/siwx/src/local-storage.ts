import { type CaipNetworkId, isCaipNetworkId } from '@gangway/common'
import type { SIWXSession } from '@gangway/common'
import { SIWXStorageError } from './errors.js'
import { SIWXStorage } from './storage.js'

/** The part of the Web Storage API the store uses, so a host or a test can hand in its own. */
export type SIWXWebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface LocalStorageParameters {
  /** The storage key the session list is kept under (DefaultSIWX uses AppKit's '@appkit/siwx'). */
  key: string
  /** Default: `globalThis.localStorage`, looked up on every call (it may appear after import, or never on a server). */
  storage?: SIWXWebStorage | undefined
  /** The clock (ms since epoch) expiry is judged by; tests pin it. */
  now?: (() => number) | undefined
}

/**
 * Keeps sessions in the browser's localStorage as a JSON list (AppKit's `LocalStorage`), one session per network
 * and account. Reads never throw: a blocked or missing storage (private mode, a server, a sandboxed frame) and a
 * list some other code mangled read as no sessions, because a page must still load when its sign-in cannot be
 * remembered. Writes that fail do throw, so a sign-in is not reported as kept when it was not.
 */
export class LocalStorage extends SIWXStorage {
  readonly key: string
  private readonly storage: SIWXWebStorage | undefined
  private readonly now: () => number

  constructor(parameters: LocalStorageParameters) {
    super()
    this.key = parameters.key
    this.storage = parameters.storage
    this.now = parameters.now ?? Date.now
  }

  /** The unexpired sessions of this network and account (an eip155 address in any casing). */
  async get(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    return (await this.getAll()).filter((session) => isFor(session, chainId, address))
  }

  /** Every kept, unexpired session; expired ones are dropped from the storage on the way. */
  async getAll(): Promise<SIWXSession[]> {
    const { sessions, stale } = this.read()
    const time = this.now()
    const live = sessions.filter((session) => !isExpired(session, time))
    if (stale || live.length !== sessions.length) {
      // Tidying up is a courtesy: a storage that refuses the write leaves the read's answer unchanged.
      try {
        this.write(live)
      } catch {}
    }
    return live
  }

  /** Keeps the session in place of any older one of the same network and account. */
  async add(session: SIWXSession): Promise<void> {
    const { data } = session
    const others = (await this.getAll()).filter((kept) => !isFor(kept, data.chainId, data.accountAddress))
    this.write([...others, session])
  }

  async set(sessions: SIWXSession[]): Promise<void> {
    this.write(sessions)
  }

  async delete(chainId: CaipNetworkId, address: string): Promise<void> {
    const { sessions } = this.read()
    const others = sessions.filter((session) => !isFor(session, chainId, address))
    if (others.length !== sessions.length) this.write(others)
  }

  /** The valid entries of the stored list; `stale` says the stored text held something else too. */
  private read(): { sessions: SIWXSession[]; stale: boolean } {
    let text: string | null
    try {
      text = this.webStorage()?.getItem(this.key) ?? null
    } catch {
      return { sessions: [], stale: false }
    }
    if (text === null) return { sessions: [], stale: false }
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return { sessions: [], stale: true }
    }
    if (!Array.isArray(parsed)) return { sessions: [], stale: true }
    const sessions = parsed.filter(isStoredSession)
    return { sessions, stale: sessions.length !== parsed.length }
  }

  private write(sessions: SIWXSession[]): void {
    const storage = this.webStorage()
    if (!storage) {
      throw new SIWXStorageError('There is no localStorage to keep the sign-in in.', {
        details: 'Pass a `storage` to LocalStorage where the page has no localStorage (a server, a worker).',
      })
    }
    try {
      if (sessions.length === 0) storage.removeItem(this.key)
      else storage.setItem(this.key, JSON.stringify(sessions))
    } catch (cause) {
      throw new SIWXStorageError('The sign-in could not be kept in localStorage.', { cause })
    }
  }

  private webStorage(): SIWXWebStorage | undefined {
    if (this.storage) return this.storage
    // Reading `localStorage` itself throws where the browser blocks it (third-party frames, some privacy modes).
    try {
      return (globalThis as { localStorage?: SIWXWebStorage }).localStorage ?? undefined
    } catch {
      return undefined
    }
  }
}

/** Whether the session is this network's and account's; eip155 addresses differ only in checksum casing. */
export function isFor(session: SIWXSession, chainId: CaipNetworkId, address: string): boolean {
  const { data } = session
  if (data.chainId !== chainId) return false
  return chainId.startsWith('eip155:')
    ? data.accountAddress.toLowerCase() === address.toLowerCase()
    : data.accountAddress === address
}

function isExpired(session: SIWXSession, time: number): boolean {
  const { expirationTime } = session.data
  return expirationTime !== undefined && Date.parse(expirationTime) <= time
}

/**
 * A stored entry shaped like a session, checked field by field: the list is text any script on the origin can
 * rewrite, and a session missing its chain or address would crash the flow that reads it.
 */
function isStoredSession(value: unknown): value is SIWXSession {
  if (!isRecord(value) || !isRecord(value.data)) return false
  const { data } = value
  const required = ['accountAddress', 'domain', 'uri', 'version', 'nonce'] as const
  if (!required.every((field) => typeof data[field] === 'string')) return false
  if (typeof data.chainId !== 'string' || !isCaipNetworkId(data.chainId)) return false
  const times = ['issuedAt', 'expirationTime', 'notBefore'] as const
  for (const field of times) {
    const time = data[field]
    if (time !== undefined && (typeof time !== 'string' || Number.isNaN(Date.parse(time)))) return false
  }
  for (const field of ['statement', 'requestId'] as const) {
    if (data[field] !== undefined && typeof data[field] !== 'string') return false
  }
  if (
    data.resources !== undefined &&
    !(Array.isArray(data.resources) && data.resources.every((resource) => typeof resource === 'string'))
  ) {
    return false
  }
  if (typeof value.message !== 'string' || typeof value.signature !== 'string') return false
  if (value.id !== undefined && typeof value.id !== 'string') return false
  return value.cacao === undefined || isRecord(value.cacao)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
