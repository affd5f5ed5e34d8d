/** The five chain namespaces (SPEC §1). */
export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos'

/** Adapter types (SPEC §1). */
export type AdapterType = 'universal' | 'solana' | 'wagmi' | 'ethers' | 'ethers5' | 'bitcoin'

export type ChainId = string | number

/** CAIP-2 network id: `namespace:reference`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/** CAIP-10 account id: `namespace:reference:address`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

export interface RpcUrls {
  http: readonly string[]
  webSocket?: readonly string[]
}

/** A network as AppKit defines it: a viem-style chain plus its namespace and CAIP-2 id (SPEC §3). */
export interface CaipNetwork {
  id: number | string
  name: string
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  nativeCurrency: NativeCurrency
  rpcUrls: { default: RpcUrls; chainDefault?: RpcUrls; [key: string]: RpcUrls | undefined }
  blockExplorers?: {
    default: { name: string; url: string }
    [key: string]: { name: string; url: string } | undefined
  }
  testnet?: boolean
  assets?: { imageId?: string; imageUrl?: string }
}

/** AppKit's name for what `networks` accepts. */
export type AppKitNetwork = CaipNetwork

/** Account types (SPEC §4 default account type per namespace; §5). */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx'

/** Connector types (SPEC §3). */
export type ConnectorType =
  | 'AUTH'
  | 'MULTI_CHAIN'
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'EXTERNAL'
  | 'WALLET_CONNECT'
  | 'RECOMMENDED'
  | 'CUSTOM'

/**
 * What the host asks for: a fixed palette, or `'system'` to follow the visitor's `prefers-color-scheme` (AppKit
 * itself takes only light and dark).
 */
export type ThemeMode = 'light' | 'dark' | 'system'

/** The palette actually shown: `'system'` resolved against the visitor's setting. */
export type ResolvedThemeMode = Exclude<ThemeMode, 'system'>

/** Theme variables are maps of strings or numbers (SPEC §2); AppKit's `--w3m-*` and `--apkt-*` names. */
export type ThemeVariables = Record<string, string | number | undefined>

/** Alert variants (SPEC §3 alert state). */
export type AlertVariant = 'info' | 'success' | 'error' | 'loading'

/** Notification banner variants (SPEC §4). */
export type SnackVariant = 'loading' | 'success' | 'error' | 'svg'
