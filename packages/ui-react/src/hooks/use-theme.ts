import type { ThemeMode } from '@gangway/common'
import { useSnapshot } from 'valtio/react'
import { useCore } from '../context.js'
import { type ThemeStyle, themeVariablesToStyle } from '../theme/variables.js'

export interface ThemeAttributes {
  'data-theme': ThemeMode
  style: ThemeStyle
}

/** Props for the element that carries the theme: its mode and the host's theme variables. */
export function useThemeAttributes(): ThemeAttributes {
  const theme = useSnapshot(useCore().store.theme.state)
  return { 'data-theme': theme.themeMode, style: themeVariablesToStyle(theme.themeVariables) }
}
