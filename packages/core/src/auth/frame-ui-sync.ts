import type { Locale } from '@gangway/common'

/** The two messages that carry the instance's look to the frame (the frame protocol's SYNC_THEME and SYNC_LOCALE). */
export interface FrameUiSender {
  (name: 'SYNC_THEME', payload: { themeMode: 'dark' | 'light' }): Promise<unknown>
  (name: 'SYNC_LOCALE', payload: { locale: Locale }): Promise<unknown>
}

export interface FrameUiSync {
  /**
   * Tells the frame the palette and the locale it should show, when they differ from what it was last told.
   * The theme is awaited (the first one is part of getting the frame ready); a locale change is sent without
   * waiting for the answer, so a frame that does not know SYNC_LOCALE (an older deployment) holds nothing up.
   */
  push(send: FrameUiSender): Promise<void>
}

/**
 * What the frame was last told of the instance's look, so each change is sent once. `initialLocale` is the one
 * the frame URL carried: the frame loads in it, and needs no message for it.
 */
export function createFrameUiSync(
  read: { themeMode: () => 'dark' | 'light' | undefined; locale: () => Locale | undefined },
  initialLocale: Locale | undefined,
): FrameUiSync {
  let themeMode: 'dark' | 'light' | undefined
  let locale = initialLocale
  return {
    async push(send) {
      const nextLocale = read.locale()
      if (nextLocale && nextLocale !== locale) {
        locale = nextLocale
        send('SYNC_LOCALE', { locale: nextLocale }).catch(() => {
          // Not shown: the next change tries again.
          if (locale === nextLocale) locale = undefined
        })
      }
      const nextTheme = read.themeMode()
      if (!nextTheme || nextTheme === themeMode) return
      themeMode = nextTheme
      try {
        await send('SYNC_THEME', { themeMode: nextTheme })
      } catch (error) {
        if (themeMode === nextTheme) themeMode = undefined
        throw error
      }
    },
  }
}
