import type { ResolvedThemeMode } from '@gangway/common'
import { resolveThemeMode } from '@gangway/core/start'
import { useSyncExternalStore } from 'react'
import { useSnapshot } from 'valtio/react'
import { useCore } from '../context.js'
import { type LocaleAttributes, useLocaleAttributes } from '../i18n/use-locale.js'
import { subscribeSystemScheme, systemPrefersDark } from '../theme/system-scheme.js'
import { type ThemeStyle, themeVariablesToStyle } from '../theme/variables.js'

export interface ThemeAttributes extends LocaleAttributes {
  /** The palette shown: `'system'` is resolved here, so the stylesheets only know light and dark. */
  'data-theme': ResolvedThemeMode
  style: ThemeStyle
}

const watchNothing = () => () => undefined
// No answer: the server cannot know the visitor's scheme (hydration renders this, then the client's), and a
// carrier not following the system does not ask.
const noAnswer = () => undefined

/**
 * Props for the element that carries the theme (the modal's root, each button): its mode, the host's theme
 * variables, and the language and writing direction of its text (`lang`, `dir="rtl"` for ar and he). They follow
 * the state, so `setThemeMode` / `setThemeVariables` / `setLocale` restyle what is shown without a remount; with
 * `'system'` the palette also follows the visitor's colour scheme as it changes.
 */
export function useThemeAttributes(): ThemeAttributes {
  const theme = useSnapshot(useCore().store.theme.state)
  const followsSystem = theme.themeMode === 'system'
  // Only a carrier following the system asks the page (a render of every button would otherwise query it).
  const prefersDark = useSyncExternalStore(
    followsSystem ? subscribeSystemScheme : watchNothing,
    followsSystem ? systemPrefersDark : noAnswer,
    noAnswer,
  )
  const locale = useLocaleAttributes()
  return {
    ...locale,
    'data-theme': resolveThemeMode(theme.themeMode, prefersDark),
    style: themeVariablesToStyle(theme.themeVariables),
  }
}
