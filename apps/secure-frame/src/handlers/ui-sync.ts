import type { FrameHandlers } from '@gangway/frame/frame'
import type { FrameDeps } from './context.js'

/** The dapp's self-declared name, if its metadata has a usable one. */
function metadataName(metadata: unknown): string | undefined {
  if (typeof metadata !== 'object' || metadata === null) return undefined
  const { name } = metadata as Record<string, unknown>
  return typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, 100) : undefined
}

/** What the app tells the frame about itself: its theme, its locale and its name, for the frame's dialogs. */
export function uiSyncHandlers(deps: FrameDeps): FrameHandlers {
  return {
    SYNC_THEME({ themeMode }) {
      if (themeMode) deps.ui.setTheme(themeMode)
      return {}
    },

    // Answered once the words are in place, so the app knows the frame reads in its language from then on.
    async SYNC_LOCALE({ locale }) {
      await deps.ui.setLocale(locale)
      return {}
    },

    SYNC_DAPP_DATA({ metadata }) {
      deps.ui.dappName = metadataName(metadata)
      return {}
    },

    RELOAD() {
      // Answer first: the reload ends this page, and the app would otherwise wait for nothing.
      setTimeout(() => deps.reload(), 0)
      return {}
    },
  }
}
