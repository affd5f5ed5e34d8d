import { type ReactNode, useState } from 'react'
import type { AppKit } from './appkit.js'
import { AppKitContext } from './context.js'
import { type CreateAppKitOptions, createAppKit } from './create-appkit.js'

export type AppKitProviderProps = CreateAppKitOptions & { children?: ReactNode }

/** Creates an instance for its subtree; hooks and buttons inside use it. */
export function AppKitProvider({ children, ...options }: AppKitProviderProps) {
  const [instance] = useState<AppKit>(() => createAppKit(options))
  return <AppKitContext.Provider value={instance}>{children}</AppKitContext.Provider>
}
