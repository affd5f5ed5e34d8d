import { STORAGE_KEYS } from '@gangway/common'
import type { StorageBackend } from '../utils/environment.js'
import { AUTH_CONNECTOR_ID } from './types.js'

/**
 * What versions before issue 21 kept here: the frame's session token and the device id. The session now
 * lives in the frame, so these are removed wherever they are found.
 */
export const LEGACY_AUTH_KEYS = ['@gangway/auth_session_token', '@gangway/auth_device_id'] as const

/**
 * The SPEC §3 keys of a sign-in: non-secret hints only (the login flag, the e-mail or username to show, the
 * smart-account networks). Nothing here unlocks a key or makes a signature: the session stays in the secure
 * frame's own storage. Nothing here throws.
 */
export interface AuthStorage {
  hasLogin(): boolean
  /** Stores a successful sign-in: the flag, and the e-mail or social username to show. */
  saveLogin(login: { email?: string | null | undefined; userName?: string | undefined }): void
  getEmail(): string | undefined
  setEmail(email: string): void
  getUserName(): string | undefined
  /** SPEC §3: the networks where the frame offers smart accounts, as a comma list ('' when none). */
  setSmartAccountNetworks(chainIds: readonly (string | number)[]): void
  getSmartAccountNetworks(): string[] | undefined
  getEmailLoginTime(): string | undefined
  setEmailLoginTime(time: number): void
  /** SPEC §4: cached login data is erased on sign-out or a failed connection check. The cooldown's time
   * stays: it belongs to the browser, not to the login. */
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

  // An upgraded page drops what an older version left: a session token here is exactly what must not be.
  for (const key of LEGACY_AUTH_KEYS) remove(key)

  return {
    hasLogin: () => get(STORAGE_KEYS.loginWithEmail) !== undefined,
    saveLogin({ email, userName }) {
      set(STORAGE_KEYS.loginWithEmail, AUTH_CONNECTOR_ID)
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
    clearLogin() {
      for (const key of [
        STORAGE_KEYS.loginWithEmail,
        STORAGE_KEYS.email,
        STORAGE_KEYS.socialUsername,
        STORAGE_KEYS.smartAccountEnabledNetworks,
        ...LEGACY_AUTH_KEYS,
      ]) {
        remove(key)
      }
    },
  }
}
