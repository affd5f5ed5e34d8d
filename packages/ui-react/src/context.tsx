import { GangwayError } from '@gangway/common/start'
import type { AppKitCore } from '@gangway/core'
import { createContext, type ReactNode, useContext } from 'react'

const CoreContext = createContext<AppKitCore | undefined>(undefined)

/** Makes one Gangway instance available to the modal views and the buttons below it. */
export function CoreProvider({ core, children }: { core: AppKitCore; children?: ReactNode }) {
  return <CoreContext.Provider value={core}>{children}</CoreContext.Provider>
}

export class MissingCoreProviderError extends GangwayError {
  override name = 'MissingCoreProviderError'
  constructor() {
    super('Gangway instance not found', {
      details: 'useCore() was called outside <CoreProvider>: wrap the component in <CoreProvider core={…}>.',
    })
  }
}

/** The instance given to the nearest `<CoreProvider>`. */
export function useCore(): AppKitCore {
  const core = useContext(CoreContext)
  if (!core) throw new MissingCoreProviderError()
  return core
}
