import type { CaipNetworkId } from '@gangway/common'
import type { SIWXSession } from '@gangway/common'
import { SIWXServicesError } from './errors.js'
import { LocalStorage, type SIWXWebStorage } from './local-storage.js'
import { SIWXStorage } from './storage.js'

export interface ServicesStorageParameters {
  /** The Gangway services' base URL (e.g. `https://services.example.com`), without `/v1`. */
  apiUrl: string
  projectId: string
  /** Default: `globalThis.fetch`, looked up on every call. */
  fetch?: typeof fetch | undefined
  /** Where the sessions' ids are remembered on this device; default `globalThis.localStorage`. */
  storage?: SIWXWebStorage | undefined
  /** Default '@gangway/siwx_sessions'. */
  key?: string | undefined
  /** The clock (ms since epoch) local expiry is judged by; tests pin it. */
  now?: (() => number) | undefined
}

/** The id the services gave a session, kept beside it on this device. */
type KeptSession = SIWXSession & { id: string }

/**
 * Keeps sessions on the Gangway services, so the host's own server can look one up by its id and trust it:
 * the services verify the signature, consume the nonce they issued, and forget a session once revoked or expired.
 * This device remembers each session with its id (in localStorage) to find it again; the services stay the
 * authority, so `get` confirms every remembered session with them and forgets the ones they no longer know.
 */
export class ServicesStorage extends SIWXStorage {
  readonly apiUrl: string
  readonly projectId: string
  private readonly fetchImpl: typeof fetch | undefined
  private readonly local: LocalStorage

  constructor(parameters: ServicesStorageParameters) {
    super()
    this.apiUrl = parameters.apiUrl.replace(/\/+$/, '')
    this.projectId = parameters.projectId
    this.fetchImpl = parameters.fetch
    this.local = new LocalStorage({
      key: parameters.key ?? '@gangway/siwx_sessions',
      storage: parameters.storage,
      now: parameters.now,
    })
  }

  /** A nonce the services issued, for the messenger: the services accept a session only with one of theirs. */
  async getNonce(): Promise<string> {
    const body = await this.call('POST', '/v1/sessions/nonce', { expect: 200 })
    if (!isRecord(body) || typeof body.nonce !== 'string' || !body.nonce) {
      throw new SIWXServicesError('The Gangway services sent no nonce.')
    }
    return body.nonce
  }

  /**
   * Sends the session to the services (which verify it again and consume its nonce), then remembers it with
   * its id in place of an older one of the same network and account, which is revoked.
   */
  async add(session: SIWXSession): Promise<void> {
    const id = await this.post(session)
    const { chainId, accountAddress } = session.data
    const superseded = await this.kept(chainId, accountAddress)
    await this.local.add({ ...stripId(session), id })
    // Best effort: the new session is in place already, and a superseded one the services keep expires on its
    // own; failing a sign-in that succeeded over it would be worse.
    await Promise.all(superseded.map((old) => this.revoke(old).catch(() => {})))
  }

  /**
   * The remembered sessions of this network and account that the services still know, each with its id. One
   * they do not (revoked elsewhere, expired) is forgotten here too. A services that cannot be asked is an error,
   * not "no session": signing the visitor out over a network blip would be wrong.
   */
  async get(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    const kept = await this.kept(chainId, address)
    const known = await Promise.all(kept.map((session) => this.isKnown(session.id)))
    const gone = new Set(kept.filter((_, index) => !known[index]).map((session) => session.id))
    if (gone.size > 0) await this.forget((session) => gone.has(session.id ?? ''))
    return kept.filter((session) => !gone.has(session.id))
  }

  /** Revokes this network's and account's sessions on the services (one they no longer know is fine), then forgets them. */
  async delete(chainId: CaipNetworkId, address: string): Promise<void> {
    const kept = await this.kept(chainId, address)
    await Promise.all(kept.map((session) => this.revoke(session)))
    await this.local.delete(chainId, address)
  }

  /**
   * Makes `sessions` the whole list: remembered sessions whose id is not among them are revoked, and the ones
   * without an id are sent to the services first. Nothing is remembered differently until the services agree.
   */
  async set(sessions: SIWXSession[]): Promise<void> {
    const all = (await this.local.getAll()).filter(hasId)
    const wanted = new Set(sessions.map((session) => session.id).filter((id) => id !== undefined))
    const added = await Promise.all(
      sessions.map(async (session) =>
        session.id === undefined ? { ...session, id: await this.post(session) } : session,
      ),
    )
    await Promise.all(all.filter((session) => !wanted.has(session.id)).map((session) => this.revoke(session)))
    await this.local.set(added)
  }

  /** The remembered sessions of this network and account that have an id (any other entry is not ours). */
  private async kept(chainId: CaipNetworkId, address: string): Promise<KeptSession[]> {
    return (await this.local.get(chainId, address)).filter(hasId)
  }

  private async forget(drop: (session: SIWXSession) => boolean): Promise<void> {
    const all = await this.local.getAll()
    await this.local.set(all.filter((session) => !drop(session)))
  }

  private async post(session: SIWXSession): Promise<string> {
    const { data, message, signature, cacao } = session
    const body = await this.call('POST', '/v1/sessions', {
      expect: 201,
      body: { data, message, signature, ...(cacao ? { cacao } : {}) },
    })
    if (!isRecord(body) || typeof body.id !== 'string' || !body.id) {
      throw new SIWXServicesError('The Gangway services kept the session but sent no id.')
    }
    return body.id
  }

  private async isKnown(id: string): Promise<boolean> {
    const body = await this.call('GET', `/v1/sessions/${encodeURIComponent(id)}`, {
      expect: 200,
      missing: true,
    })
    return body !== MISSING
  }

  private async revoke(session: KeptSession): Promise<void> {
    await this.call('POST', `/v1/sessions/${encodeURIComponent(session.id)}/revoke`, {
      expect: 200,
      missing: true,
      body: { pci: session.id, signature: session.signature },
    })
  }

  /**
   * One call to the services: the parsed body of the expected answer, MISSING for a 404 when `missing` allows
   * one, else SIWXServicesError carrying the server's own message and status (or the network failure as cause).
   */
  private async call(
    method: 'GET' | 'POST',
    path: string,
    options: { expect: number; body?: unknown; missing?: boolean },
  ): Promise<unknown> {
    const url = new URL(`${this.apiUrl}${path}`)
    url.searchParams.set('projectId', this.projectId)
    const fetchImpl = this.fetchImpl ?? globalThis.fetch
    let response: Response
    try {
      response = await fetchImpl(url.toString(), {
        method,
        ...(options.body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(options.body) }),
      })
    } catch (cause) {
      throw new SIWXServicesError('The Gangway services could not be reached.', {
        cause,
        metaMessages: [`${method} ${url.origin}${url.pathname}`],
      })
    }
    const body: unknown = await response.json().catch(() => undefined)
    if (response.status === options.expect) return body
    if (response.status === 404 && options.missing) return MISSING
    const message =
      isRecord(body) && typeof body.message === 'string' && body.message ? body.message : undefined
    const reason = isRecord(body) && typeof body.reason === 'string' ? body.reason : undefined
    throw new SIWXServicesError(message ?? `The Gangway services answered ${response.status}.`, {
      code: response.status,
      reason,
      details: `${method} ${url.origin}${url.pathname} answered ${response.status}.`,
    })
  }
}

const MISSING = Symbol('missing')

function hasId(session: SIWXSession): session is KeptSession {
  return typeof session.id === 'string' && session.id !== ''
}

/** A session as sent: an id from elsewhere is not the one the services give it. */
function stripId(session: SIWXSession): SIWXSession {
  const { id: _id, ...rest } = session
  return rest
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
