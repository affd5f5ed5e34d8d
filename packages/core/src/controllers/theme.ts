import { THEME_DEFAULTS, type ThemeMode, type ThemeVariables } from '@gangway/common'
import { proxy } from 'valtio/vanilla'
import type { ThemeController } from '../store-types.js'
import type { ThemeControllerState } from '../types.js'

/** SPEC §2: theme mode is light or dark, default dark; theme variables are merged maps of strings or numbers. */
export function createThemeController(
  deps: { themeMode?: ThemeMode | undefined; themeVariables?: ThemeVariables | undefined } = {},
): ThemeController {
  const state = proxy<ThemeControllerState>({
    themeMode: deps.themeMode ?? THEME_DEFAULTS.themeMode,
    themeVariables: { ...deps.themeVariables },
  })
  return {
    state,
    setThemeMode(mode) {
      state.themeMode = mode
    },
    setThemeVariables(variables) {
      state.themeVariables = { ...state.themeVariables, ...variables }
    },
  }
}
