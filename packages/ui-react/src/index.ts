export { mountModal, type MountModalOptions, type MountedModal, preloadModal } from './mount.js'
export { afterNextPaint, whenIdle } from './when-idle.js'
export { CoreProvider, MissingCoreProviderError, useCore } from './context.js'
export {
  AppKitAccountButton,
  type AppKitAccountButtonProps,
  AppKitButton,
  type AppKitButtonProps,
  AppKitConnectButton,
  type AppKitConnectButtonProps,
  AppKitNetworkButton,
  type AppKitNetworkButtonProps,
  AppKitWalletButton,
  type AppKitWalletButtonProps,
} from './buttons/index.js'
// The catalogue itself is `@gangway/ui-react/messages`: re-exported here, it would join a page's start-up download.
export type { MessageKey, MessageValues, Translate } from './messages.js'
export { type ThemeStyle, themeVariablesToStyle } from './theme/variables.js'
export { ensureButtonStyles } from './theme/button-styles.js'
