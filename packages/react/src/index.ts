export { AppKit } from './appkit.js'
export { type CreateAppKitOptions, createAppKit } from './create-appkit.js'
export { AppKitProvider, type AppKitProviderProps } from './provider.js'
export { AppKitContext, AppKitNotCreatedError } from './context.js'
export { defineAppKitElement } from './elements.js'
export {
  AppKitAccountButton,
  type AppKitAccountButtonProps,
  AppKitButton,
  type AppKitButtonProps,
  AppKitConnectButton,
  type AppKitConnectButtonProps,
  AppKitNetworkButton,
  type AppKitNetworkButtonProps,
} from './buttons.js'
export { useAppKit } from './hooks/use-appkit.js'
export { useAppKitAccount } from './hooks/use-appkit-account.js'
export { useAppKitNetwork, type UseAppKitNetworkReturn } from './hooks/use-appkit-network.js'
export { useAppKitState } from './hooks/use-appkit-state.js'
export { useAppKitTheme, type UseAppKitThemeReturn } from './hooks/use-appkit-theme.js'
export { useAppKitEvents } from './hooks/use-appkit-events.js'
export { useDisconnect } from './hooks/use-disconnect.js'
export { useWalletInfo } from './hooks/use-wallet-info.js'
export { useAppKitProvider } from './hooks/use-appkit-provider.js'
export { useAppKitSIWX } from './hooks/use-appkit-siwx.js'
export type {
  AccountInfo,
  AppKitEvent,
  AppKitOptions,
  ChainAdapter,
  Features,
  Metadata,
  NetworkInfo,
  PublicState,
  SIWXConfig,
  SIWXMessage,
  SIWXSession,
} from '@gangway/core'
export type {
  AppKitNetwork,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  SIWEConfig,
  SIWECreateMessageArgs,
  SIWEMessageParams,
  SIWESession,
  SIWEVerifyMessageArgs,
} from '@gangway/common'
