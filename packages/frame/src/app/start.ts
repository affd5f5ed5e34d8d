import { STORAGE_KEYS } from '@gangway/common'

/** The one storage call the decision needs, so a host's own storage wrapper fits. */
export interface FlagStorage {
  getItem(key: string): string | null
}

/**
 * SPEC §4: whether the secure frame is created at start. Only a visitor who logged in by e-mail before (the stored
 * flag, SPEC §3) needs it at once, to restore the session; everyone else gets it on first use, so a page that never
 * uses e-mail or social login never loads it. Storage that throws (blocked, private mode) means "not stored".
 */
export function shouldCreateFrameAtStart(storage: FlagStorage | undefined): boolean {
  try {
    return Boolean(storage?.getItem(STORAGE_KEYS.loginWithEmail))
  } catch {
    return false
  }
}
