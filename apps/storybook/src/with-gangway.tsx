import type { ThemeMode } from '@gangway/common'
import {
  type AppKitCore,
  type AppKitCoreEnvironment,
  type AppKitOptions,
  createAppKitCore,
} from '@gangway/core'
import { CoreProvider } from '@gangway/ui-react'
import type { Decorator } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { NETWORKS } from './fixtures.js'

/** What a story asks of its Gangway instance: options, then state put in through the controllers. */
export interface GangwayParameters {
  options?: Partial<AppKitOptions>
  /** What the instance is given besides options, e.g. a WalletConnect client. */
  env?: AppKitCoreEnvironment
  setup?: (core: AppKitCore) => void
}

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/** Each story gets its own real core instance, with no adapters, set up as its parameters say. */
export const withGangway: Decorator = (Story, context) => {
  const parameters = (context.parameters.gangway ?? {}) as GangwayParameters
  const [core] = useState(() => {
    const instance = createAppKitCore(
      { projectId: 'storybook', networks: NETWORKS, locale: context.globals.locale, ...parameters.options },
      { storage: memoryStorage(), isMobile: () => false, ...parameters.env },
    )
    parameters.setup?.(instance)
    return instance
  })
  const themeMode = (parameters.options?.themeMode ?? context.globals.themeMode ?? 'dark') as ThemeMode
  useEffect(() => core.setThemeMode(themeMode), [core, themeMode])
  const locale = (parameters.options?.locale ?? context.globals.locale ?? 'en') as string
  useEffect(() => core.setLocale(locale), [core, locale])
  return (
    <CoreProvider core={core}>
      <Story />
    </CoreProvider>
  )
}
