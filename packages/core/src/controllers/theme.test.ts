import type { ThemeMode, ThemeVariables } from '@gangway/common'
import { describe, expect, it, vi } from 'vitest'
import {
  createThemeController,
  InvalidThemeModeError,
  InvalidThemeVariablesError,
  resolveThemeMode,
} from './theme.js'

describe('createThemeController', () => {
  it('SPEC §2: theme mode defaults to dark', () => {
    expect(createThemeController().state.themeMode).toBe('dark')
  })

  it('starts from the options and switches mode', () => {
    const theme = createThemeController({ themeMode: 'light', themeVariables: { '--w3m-accent': '#00f' } })
    expect(theme.state).toEqual({ themeMode: 'light', themeVariables: { '--w3m-accent': '#00f' } })
    theme.setThemeMode('dark')
    expect(theme.state.themeMode).toBe('dark')
  })

  it('SPEC §2: theme variables are maps of strings or numbers, merged on update', () => {
    const variables = { '--w3m-accent': '#00f' }
    const theme = createThemeController({ themeVariables: variables })
    theme.setThemeVariables({ '--w3m-z-index': 1000 })
    expect(theme.state.themeVariables).toEqual({ '--w3m-accent': '#00f', '--w3m-z-index': 1000 })
    expect(variables).toEqual({ '--w3m-accent': '#00f' })
  })
})

describe('theme mode system', () => {
  it("keeps 'system' as the host set it: the palette is resolved where it is shown", () => {
    const theme = createThemeController({ themeMode: 'system' })
    expect(theme.state.themeMode).toBe('system')
    theme.setThemeMode('light')
    theme.setThemeMode('system')
    expect(theme.state.themeMode).toBe('system')
  })

  it("resolves 'system' from the visitor's colour scheme; light and dark stay as they are", () => {
    expect(resolveThemeMode('system', true)).toBe('dark')
    expect(resolveThemeMode('system', false)).toBe('light')
    expect(resolveThemeMode('light', true)).toBe('light')
    expect(resolveThemeMode('dark', false)).toBe('dark')
  })

  it('reads prefers-color-scheme from the page, and falls back to dark with no page (the server)', () => {
    expect(typeof globalThis.matchMedia).toBe('undefined')
    expect(resolveThemeMode('system')).toBe('dark')
    const queries: string[] = []
    vi.stubGlobal('matchMedia', (query: string) => {
      queries.push(query)
      return { matches: false }
    })
    try {
      expect(resolveThemeMode('system')).toBe('light')
      expect(queries).toEqual(['(prefers-color-scheme: dark)'])
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('bad theme input', () => {
  it('refuses an unknown mode with a clear error and keeps the current one', () => {
    const theme = createThemeController({ themeMode: 'light' })
    expect(() => theme.setThemeMode('blue' as ThemeMode)).toThrow(InvalidThemeModeError)
    expect(() => theme.setThemeMode('blue' as ThemeMode)).toThrow(/Invalid theme mode/)
    expect(theme.state.themeMode).toBe('light')
    expect(() => createThemeController({ themeMode: 'auto' as ThemeMode })).toThrow(InvalidThemeModeError)
  })

  it('refuses theme variables that are not an object, keeping those set', () => {
    const theme = createThemeController({ themeVariables: { '--w3m-accent': '#00f' } })
    for (const bad of [null, 'red', ['--w3m-accent']])
      expect(() => theme.setThemeVariables(bad as unknown as ThemeVariables)).toThrow(
        InvalidThemeVariablesError,
      )
    expect(theme.state.themeVariables).toEqual({ '--w3m-accent': '#00f' })
  })

  it('a later value for the same name overrides the earlier one (AppKit merge)', () => {
    const theme = createThemeController({ themeVariables: { '--w3m-accent': '#00f', '--w3m-z-index': 5 } })
    theme.setThemeVariables({ '--w3m-accent': '#f00' })
    expect(theme.state.themeVariables).toEqual({ '--w3m-accent': '#f00', '--w3m-z-index': 5 })
  })
})
