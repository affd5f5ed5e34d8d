export { WagmiAdapter, type WagmiAdapterParams } from './wagmi-adapter.js'
export { WagmiConnectorNotFoundError, WagmiNoNetworksError } from './errors.js'
export type { CustomRpcUrls } from './transports.js'
