import { describe, expect, it } from 'vitest'
import { createThemeController } from './theme.js'

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
