import { GangwayError } from '@gangway/common/start'
import { createContext, useContext } from 'react'
import type { AppKit } from './appkit.js'
import { getDefaultInstance } from './instances.js'

export const AppKitContext = createContext<AppKit | undefined>(undefined)

export class AppKitNotCreatedError extends GangwayError {
  constructor(hook: string) {
    super(`Please call "createAppKit" before using "${hook}" hook`, {
      details: 'Call createAppKit(options) at module level, or wrap the tree in <AppKitProvider>.',
    })
  }
  override name = 'AppKitNotCreatedError'
}

/** The instance of the nearest <AppKitProvider>, else the most recently created one. */
export function useAppKitInstance(hook: string): AppKit {
  const instance = useContext(AppKitContext) ?? getDefaultInstance()
  if (!instance) throw new AppKitNotCreatedError(hook)
  return instance
}
