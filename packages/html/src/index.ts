// `@gangway/html`: AppKit's `@reown/appkit` and `@reown/appkit/core` for a page with no framework.
export { createAppKit } from './create-appkit.js'
export { defineHtmlElements } from './elements.js'
export { AppKit, type CreateAppKitOptions } from '@gangway/react'
export type {
  AccountInfo,
  AppKitEvent,
  AppKitOptions,
  ChainAdapter,
  ConnectedWalletInfo,
  Features,
  Metadata,
  NetworkInfo,
  OpenOptions,
  PublicState,
  SIWXConfig,
  SIWXMessage,
  SIWXSession,
  ThemeControllerState,
  Unsubscribe,
} from '@gangway/core'
export type {
  AppKitNetwork,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  ThemeMode,
  ThemeVariables,
} from '@gangway/common'
