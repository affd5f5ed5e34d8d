import type { ThemeMode, ThemeVariables } from '@gangway/common'
import { useCallback } from 'react'
import type { AppKit } from '../appkit.js'
import { useAppKitInstance } from '../context.js'
import { useDerived } from './use-derived.js'

export interface UseAppKitThemeReturn {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode: AppKit['setThemeMode']
  setThemeVariables: AppKit['setThemeVariables']
}

export function useAppKitTheme(): UseAppKitThemeReturn {
  const instance = useAppKitInstance('useAppKitTheme')
  const read = useCallback(
    () => ({ themeMode: instance.getThemeMode(), themeVariables: { ...instance.getThemeVariables() } }),
    [instance],
  )
  const theme = useDerived(instance.subscribeTheme, read)
  return { ...theme, setThemeMode: instance.setThemeMode, setThemeVariables: instance.setThemeVariables }
}
