export { AppKitAccountButton, type AppKitAccountButtonProps } from './AppKitAccountButton.js'
export { AppKitButton, type AppKitButtonProps } from './AppKitButton.js'
export { AppKitConnectButton, type AppKitConnectButtonProps } from './AppKitConnectButton.js'
export { AppKitNetworkButton, type AppKitNetworkButtonProps } from './AppKitNetworkButton.js'
