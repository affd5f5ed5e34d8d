import { type BindingKey, loadBindingKey, type PublicJwk } from '../keys/binding-key.js'
import { createDpopProof } from '../keys/dpop.js'
import type { FrameStore, StoredSession } from '../keys/store.js'
import { type RequestAuthorizer, type ServicesClient, ServicesError, SessionExpiredError } from './client.js'
import { RefreshSchema } from './schemas.js'

export const REFRESH_PATH = '/frame/v1/session/refresh'
/** Refresh this long before the access token expires, so a slow request or a skewed clock does not get a 401. */
export const REFRESH_MARGIN_MS = 60_000
/** Held while a refresh runs, across this origin's tabs: two tabs spending one refresh token revoke the session. */
const REFRESH_LOCK = 'gangway-secure-frame-refresh'
const KEY_LOCK = 'gangway-secure-frame-binding-key'

/**
 * The frame's session with the services. The tokens and the binding key stay in the frame's own storage; the
 * app never sees either. Every authenticated call carries a fresh proof of the binding key, so the tokens
 * alone unlock nothing.
 */
export interface SessionKeeper extends RequestAuthorizer {
  /** The public key a sign-in sends, so the services bind the new session to it. */
  bindingKey(): Promise<PublicJwk>
  /**
   * A proof by the binding key for a sign-in's completion (`POST url`, no access token): the services finish a
   * social or Farcaster sign-in only for the key that started it, whoever else saw its callback or channel.
   */
  signInProof(url: string): Promise<string>
  /** Keeps a session a sign-in answered. */
  adopt(session: StoredSession): Promise<void>
  /** The stored session when it can still be refreshed. */
  current(): Promise<StoredSession | undefined>
  /** Drops the stored session (after sign-out, or once the services refuse it). */
  forget(): Promise<void>
}

export interface SessionKeeperOptions {
  store: FrameStore
  /** A client without an authorizer: the refresh call carries its own proof. */
  services: ServicesClient
  now: () => number
  /** Runs `task` holding `name` across tabs; defaults to the Web Locks API where the browser has it. */
  withLock?: <T>(name: string, task: () => Promise<T>) => Promise<T>
}

/**
 * `navigator.locks` where it exists and lets this document take a lock; otherwise the page's own single flight
 * is all there is. A task that ran and failed is not run again.
 */
async function webLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks
  if (!locks) return task()
  let started = false
  try {
    return (await locks.request(name, () => {
      started = true
      return task()
    })) as T
  } catch (error) {
    if (started) throw error
    return task()
  }
}

export function createSessionKeeper(options: SessionKeeperOptions): SessionKeeper {
  const { store, services, now } = options
  const withLock = options.withLock ?? webLock
  let key: Promise<BindingKey> | undefined
  let refreshing: Promise<StoredSession | undefined> | undefined

  function bindingKey(): Promise<BindingKey> {
    // Under a lock too: two tabs opening at once must not each make a key and overwrite the other's.
    key ??= withLock(KEY_LOCK, () => loadBindingKey(store)).catch((error: unknown) => {
      key = undefined
      throw error
    })
    return key
  }

  async function current(): Promise<StoredSession | undefined> {
    const session = await store.get('session')
    if (!session) return undefined
    if (session.refreshExpiresAt <= now()) {
      await store.delete('session')
      return undefined
    }
    return session
  }

  async function exchange(session: StoredSession): Promise<StoredSession | undefined> {
    const url = `${services.baseUrl}${REFRESH_PATH}`
    const proof = await createDpopProof(await bindingKey(), { method: 'POST', url, now: now() })
    try {
      const answer = await services.call(REFRESH_PATH, {
        body: { refreshToken: session.refreshToken },
        headers: { DPoP: proof },
        schema: RefreshSchema,
      })
      await store.set('session', answer.session)
      return answer.session
    } catch (error) {
      // Spent, revoked or expired: the session is over. Anything else (offline) leaves it for a later try.
      if (error instanceof ServicesError && (error.status === 401 || error.status === 400)) {
        await store.delete('session')
        return undefined
      }
      throw error
    }
  }

  /**
   * A fresh session. Inside the lock the stored session is read again: when another tab (or an earlier call)
   * has already replaced `stale`, that one is used and nothing is spent twice.
   */
  function refresh(stale: string): Promise<StoredSession | undefined> {
    refreshing ??= withLock(REFRESH_LOCK, async () => {
      const session = await current()
      if (!session) return undefined
      if (session.accessToken !== stale) return session
      return exchange(session)
    }).finally(() => {
      refreshing = undefined
    })
    return refreshing
  }

  async function usable(): Promise<StoredSession> {
    let session = await current()
    if (session && session.accessExpiresAt - REFRESH_MARGIN_MS <= now()) {
      session = await refresh(session.accessToken)
    }
    if (!session) throw new SessionExpiredError()
    return session
  }

  return {
    bindingKey: async () => (await bindingKey()).jwk,
    signInProof: async (url) => createDpopProof(await bindingKey(), { method: 'POST', url, now: now() }),
    adopt: (session) => store.set('session', session),
    current,
    forget: () => store.delete('session'),

    async authorize(method, url) {
      const session = await usable()
      const { accessToken } = session
      const proof = await createDpopProof(await bindingKey(), { method, url, accessToken, now: now() })
      return { headers: { Authorization: `DPoP ${accessToken}`, DPoP: proof }, accessToken }
    },

    async recover(accessToken) {
      return (await refresh(accessToken)) !== undefined
    },
  }
}
