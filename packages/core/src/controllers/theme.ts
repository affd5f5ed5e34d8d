import {
  GangwayError,
  type ResolvedThemeMode,
  THEME_DEFAULTS,
  type ThemeMode,
  type ThemeVariables,
} from '@gangway/common/start'
import { proxy } from 'valtio/vanilla'

export interface ThemeControllerState {
  /** What the host set, `'system'` included; the palette shown is `resolveThemeMode(themeMode)`. */
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

const THEME_MODES: readonly string[] = ['light', 'dark', 'system'] satisfies ThemeMode[]

/** The media query `'system'` follows. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)'

export class InvalidThemeModeError extends GangwayError {
  constructor(mode: unknown) {
    super('Invalid theme mode.', {
      details: `Expected 'light', 'dark' or 'system', got ${JSON.stringify(mode) ?? String(mode)}.`,
      name: 'InvalidThemeModeError',
    })
  }
}

export class InvalidThemeVariablesError extends GangwayError {
  constructor() {
    super('Invalid theme variables.', {
      details: 'Expected an object of CSS variable names to strings or numbers.',
      name: 'InvalidThemeVariablesError',
    })
  }
}

function checkMode(mode: unknown): ThemeMode {
  if (typeof mode !== 'string' || !THEME_MODES.includes(mode)) throw new InvalidThemeModeError(mode)
  return mode as ThemeMode
}

function checkVariables(variables: unknown): ThemeVariables {
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables))
    throw new InvalidThemeVariablesError()
  return variables as ThemeVariables
}

/**
 * The palette for `mode`: `'system'` asks the visitor's `prefers-color-scheme` (`prefersDark`, read from the page
 * when not given). Without a page (the server) `'system'` resolves to the SPEC §2 default, dark.
 */
export function resolveThemeMode(mode: ThemeMode, prefersDark?: boolean): ResolvedThemeMode {
  if (mode !== 'system') return mode
  const dark = prefersDark ?? globalThis.matchMedia?.(DARK_SCHEME_QUERY).matches
  if (dark === undefined) return THEME_DEFAULTS.themeMode
  return dark ? 'dark' : 'light'
}

/**
 * SPEC §2: theme mode is light or dark (or system, following the visitor), default dark; theme variables are maps
 * of strings or numbers, merged on update the way AppKit does: new names override, the others stay.
 */
export function createThemeController(
  deps: { themeMode?: ThemeMode | undefined; themeVariables?: ThemeVariables | undefined } = {},
) {
  const state = proxy<ThemeControllerState>({
    themeMode: deps.themeMode === undefined ? THEME_DEFAULTS.themeMode : checkMode(deps.themeMode),
    themeVariables: { ...(deps.themeVariables === undefined ? {} : checkVariables(deps.themeVariables)) },
  })
  return {
    state,
    setThemeMode(mode: ThemeMode): void {
      state.themeMode = checkMode(mode)
    },
    setThemeVariables(variables: ThemeVariables): void {
      state.themeVariables = { ...state.themeVariables, ...checkVariables(variables) }
    },
  }
}

// Derived from the factory, so the type cannot drift from what it returns.
export interface ThemeController extends ReturnType<typeof createThemeController> {}
