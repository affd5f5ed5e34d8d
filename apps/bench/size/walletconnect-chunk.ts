// What a host downloads on its first WalletConnect pairing: the SDK that @gangway/adapter-universal
// imports on demand (never part of the initial chunk).
export { UniversalProvider } from '@walletconnect/universal-provider'
