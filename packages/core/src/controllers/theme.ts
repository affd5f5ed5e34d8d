import { THEME_DEFAULTS, type ThemeMode, type ThemeVariables } from '@gangway/common'
import { proxy } from 'valtio/vanilla'

export interface ThemeControllerState {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

/** SPEC §2: theme mode is light or dark, default dark; theme variables are merged maps of strings or numbers. */
export function createThemeController(
  deps: { themeMode?: ThemeMode | undefined; themeVariables?: ThemeVariables | undefined } = {},
) {
  const state = proxy<ThemeControllerState>({
    themeMode: deps.themeMode ?? THEME_DEFAULTS.themeMode,
    themeVariables: { ...deps.themeVariables },
  })
  return {
    state,
    setThemeMode(mode: ThemeMode): void {
      state.themeMode = mode
    },
    setThemeVariables(variables: ThemeVariables): void {
      state.themeVariables = { ...state.themeVariables, ...variables }
    },
  }
}

// Derived from the factory, so the type cannot drift from what it returns.
export interface ThemeController extends ReturnType<typeof createThemeController> {}
