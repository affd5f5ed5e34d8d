/** What browser storage offers core; `localStorage` fits. */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * Whether the page runs on a touch device. Read at call time, never at import, so server-side imports work
 * and a test can change the answer.
 */
export function detectMobile(): boolean {
  const coarsePointer = globalThis.matchMedia?.('(pointer:coarse)')?.matches ?? false
  const userAgent = globalThis.navigator?.userAgent ?? ''
  return coarsePointer || /Android|webOS|iPhone|iPad|iPod|BlackBerry|Opera Mini/u.test(userAgent)
}

/** Whether the page has an injected EIP-1193 provider (`window.ethereum`); read at call time. */
export function detectInjectedProvider(): boolean {
  return Boolean((globalThis as { ethereum?: unknown }).ethereum)
}

/** The page's localStorage, or undefined on a server or where merely reading it throws (sandboxed frames). */
export function browserStorage(): StorageBackend | undefined {
  try {
    return globalThis.localStorage ?? undefined
  } catch {
    return undefined
  }
}

/** The page's origin (`location.origin`), or undefined on a server; read at call time. */
export function detectPageOrigin(): string | undefined {
  return globalThis.location?.origin
}

/** SPEC §4: on Telegram's in-app browser and Safari on iOS a pairing shows as connecting; read at call time. */
export function detectPairingShowsConnecting(): boolean {
  const userAgent = globalThis.navigator?.userAgent ?? ''
  const telegram = Boolean((globalThis as { Telegram?: { WebApp?: unknown } }).Telegram?.WebApp)
  const ios = /iPhone|iPad|iPod/u.test(userAgent)
  const safari = /Safari/u.test(userAgent) && !/CriOS|FxiOS|EdgiOS|Chrome|Android/u.test(userAgent)
  return telegram || (ios && safari)
}
