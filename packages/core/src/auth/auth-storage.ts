import { STORAGE_KEYS } from '@gangway/common'
import type { StorageBackend } from '../utils/environment.js'
import { AUTH_CONNECTOR_ID } from './types.js'

/** The SPEC §3 keys of a sign-in, plus our session token and device id. Nothing here throws. */
export interface AuthStorage {
  hasLogin(): boolean
  getSessionToken(): string | undefined
  /** Stores a successful sign-in: the flag, the session, and the e-mail or social username. */
  saveLogin(login: {
    sessionToken?: string | undefined
    email?: string | null | undefined
    userName?: string | undefined
  }): void
  getEmail(): string | undefined
  setEmail(email: string): void
  getUserName(): string | undefined
  /** SPEC §3: the networks where the frame offers smart accounts, as a comma list ('' when none). */
  setSmartAccountNetworks(chainIds: readonly (string | number)[]): void
  getSmartAccountNetworks(): string[] | undefined
  getEmailLoginTime(): string | undefined
  setEmailLoginTime(time: number): void
  /** This browser's device id, made once. */
  deviceId(): string
  /** SPEC §4: cached login data is erased on sign-out or a failed connection check. The device id and the
   * cooldown's time stay: they belong to the browser, not to the login. */
  clearLogin(): void
}

export function createAuthStorage(backend: StorageBackend | undefined): AuthStorage {
  function get(key: string): string | undefined {
    try {
      return backend?.getItem(key) ?? undefined
    } catch {
      return undefined
    }
  }
  function set(key: string, value: string): void {
    try {
      backend?.setItem(key, value)
    } catch {
      // Blocked storage: the sign-in still works for this page, it just is not remembered.
    }
  }
  function remove(key: string): void {
    try {
      backend?.removeItem(key)
    } catch {
      // As above.
    }
  }
  let memoryDeviceId: string | undefined

  return {
    hasLogin: () => get(STORAGE_KEYS.loginWithEmail) !== undefined,
    getSessionToken: () => get(STORAGE_KEYS.authSessionToken),
    saveLogin({ sessionToken, email, userName }) {
      set(STORAGE_KEYS.loginWithEmail, AUTH_CONNECTOR_ID)
      if (sessionToken) set(STORAGE_KEYS.authSessionToken, sessionToken)
      if (email) set(STORAGE_KEYS.email, email)
      if (userName) set(STORAGE_KEYS.socialUsername, userName)
    },
    getEmail: () => get(STORAGE_KEYS.email),
    setEmail: (email) => set(STORAGE_KEYS.email, email),
    getUserName: () => get(STORAGE_KEYS.socialUsername),
    setSmartAccountNetworks: (chainIds) => set(STORAGE_KEYS.smartAccountEnabledNetworks, chainIds.join(',')),
    getSmartAccountNetworks() {
      const stored = get(STORAGE_KEYS.smartAccountEnabledNetworks)
      return stored === undefined ? undefined : stored.split(',').filter(Boolean)
    },
    getEmailLoginTime: () => get(STORAGE_KEYS.emailLoginTime),
    setEmailLoginTime: (time) => set(STORAGE_KEYS.emailLoginTime, String(time)),
    deviceId() {
      const stored = get(STORAGE_KEYS.authDeviceId)
      if (stored) return stored
      memoryDeviceId ??= `device-${crypto.randomUUID()}`
      set(STORAGE_KEYS.authDeviceId, memoryDeviceId)
      return memoryDeviceId
    },
    clearLogin() {
      for (const key of [
        STORAGE_KEYS.loginWithEmail,
        STORAGE_KEYS.authSessionToken,
        STORAGE_KEYS.email,
        STORAGE_KEYS.socialUsername,
        STORAGE_KEYS.smartAccountEnabledNetworks,
      ]) {
        remove(key)
      }
    },
  }
}
