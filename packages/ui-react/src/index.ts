export { mountModal, type MountModalOptions, type MountedModal, preloadModal } from './mount.js'
export { CoreProvider, MissingCoreProviderError, useCore, useMessages } from './context.js'
export {
  AppKitAccountButton,
  type AppKitAccountButtonProps,
  AppKitButton,
  type AppKitButtonProps,
  AppKitConnectButton,
  type AppKitConnectButtonProps,
  AppKitNetworkButton,
  type AppKitNetworkButtonProps,
} from './buttons/index.js'
export {
  createTranslate,
  defaultMessages,
  type MessageKey,
  type MessageValues,
  type Translate,
} from './messages.js'
export { type ThemeStyle, themeVariablesToStyle } from './theme/variables.js'
export { ensureButtonStyles } from './theme/button-styles.js'
export { preloadWalletConnectViews } from './modal/lazy-views/connecting.js'
