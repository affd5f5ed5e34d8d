import {
  AppKitAccountButton as AccountButton,
  type AppKitAccountButtonProps,
  AppKitButton as Button,
  type AppKitButtonProps,
  AppKitConnectButton as ConnectButton,
  type AppKitConnectButtonProps,
  AppKitNetworkButton as NetworkButton,
  type AppKitNetworkButtonProps,
  CoreProvider,
} from '@gangway/ui-react'
import type { ComponentType } from 'react'
import { useAppKitInstance } from './context.js'

export type {
  AppKitAccountButtonProps,
  AppKitButtonProps,
  AppKitConnectButtonProps,
  AppKitNetworkButtonProps,
}

function bound<P extends object>(name: string, Component: ComponentType<P>) {
  function BoundButton(props: P) {
    const instance = useAppKitInstance(name)
    return (
      <CoreProvider core={instance.core}>
        <Component {...props} />
      </CoreProvider>
    )
  }
  BoundButton.displayName = name
  return BoundButton
}

// Pure calls: a bundler drops the wrappers a host does not import.
/** Connect button when disconnected, account button when connected. */
export const AppKitButton = /* @__PURE__ */ bound<AppKitButtonProps>('AppKitButton', Button)
export const AppKitConnectButton = /* @__PURE__ */ bound<AppKitConnectButtonProps>(
  'AppKitConnectButton',
  ConnectButton,
)
export const AppKitAccountButton = /* @__PURE__ */ bound<AppKitAccountButtonProps>(
  'AppKitAccountButton',
  AccountButton,
)
export const AppKitNetworkButton = /* @__PURE__ */ bound<AppKitNetworkButtonProps>(
  'AppKitNetworkButton',
  NetworkButton,
)
