// JSX types of the `<appkit-*>` custom elements (and their `w3m-*` aliases), so a host's TSX that writes
// `<appkit-button />` as AppKit's docs do type-checks. The build appends this file to dist/index.d.ts:
// importing '@gangway/react' anywhere in the host is enough. React 19 reads `React.JSX`; React 18 hosts
// may still resolve the global `JSX` namespace, so both are augmented.
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

type Base = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>
/** Attribute values as HTML carries them: numbers and booleans may also be written as strings. */
type Numeric = number | `${number}`
type Flag = boolean | 'true' | 'false'

export interface AppKitButtonAttributes extends Base {
  size?: 'md' | 'sm'
  label?: string
  loadingLabel?: string
  disabled?: Flag
  balance?: 'show' | 'hide'
  charsStart?: Numeric
  charsEnd?: Numeric
  namespace?: 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos'
}
export interface AppKitConnectButtonAttributes extends Base {
  size?: 'md' | 'sm'
  label?: string
  loadingLabel?: string
  namespace?: AppKitButtonAttributes['namespace']
}
export interface AppKitAccountButtonAttributes extends Base {
  disabled?: Flag
  balance?: 'show' | 'hide'
  charsStart?: Numeric
  charsEnd?: Numeric
  namespace?: AppKitButtonAttributes['namespace']
}
export interface AppKitNetworkButtonAttributes extends Base {
  disabled?: Flag
  label?: string
}

interface AppKitIntrinsicElements {
  'appkit-button': AppKitButtonAttributes
  'appkit-connect-button': AppKitConnectButtonAttributes
  'appkit-account-button': AppKitAccountButtonAttributes
  'appkit-network-button': AppKitNetworkButtonAttributes
  'w3m-button': AppKitButtonAttributes
  'w3m-connect-button': AppKitConnectButtonAttributes
  'w3m-account-button': AppKitAccountButtonAttributes
  'w3m-network-button': AppKitNetworkButtonAttributes
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends AppKitIntrinsicElements {}
  }
}

declare global {
  namespace JSX {
    interface IntrinsicElements extends AppKitIntrinsicElements {}
  }
}
