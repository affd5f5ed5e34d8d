import { START_ERROR_MESSAGES } from './start-messages.js'

/**
 * SPEC §8 error catalogue, word for word. Placeholders in braces (`{n}`, `{name}`, `{ns}`) are filled with
 * `formatMessage`. Wire tokens such as `iframe_load_failed` are kept as the SPEC spells them.
 */
export const ERROR_MESSAGES = {
  ...START_ERROR_MESSAGES,
  emailRateLimit: 'Please try again after {n} seconds',

  resolveName: 'Error resolving name',
  fetchNameSuggestions: 'Error fetching name suggestions',
  fetchNamesForAddress: 'Error fetching names for address',
  registerName: 'Error registering name {name}',

  invalidChainId: 'Invalid chainId',
  networkNotFound: 'Network not found',
  addressNotFound: 'Address or auth connector not found',

  chainAdapterNotFound: 'Chain adapter not found',
  networkClientNotSet: 'NetworkController client not set',
  connectionClientNotSet: 'ConnectionController client not set',
  walletConnectConnectorNotFound: 'WalletConnectConnector not found',

  tokenBalanceUnavailable: 'Token Balance Unavailable',

  disconnectChainFailed: 'Failed to disconnect chain {ns}',
  disconnectFailed: 'Failed to disconnect',

  gasPriceUnsupported: 'Network not supported for Gas Price',
  swapsUnsupported: 'Network not supported for Swaps',

  fetchTransactionsFailed: 'Failed to fetch transactions',

  iframeLoadFailed: 'iframe_load_failed',
  iframeRequestTimeout: 'iframe_request_timeout',
  requestAborted: 'Request was aborted',
  somethingWentWrong: 'Something went wrong',
  unknownError: 'An error occurred',

  httpStatus: 'HTTP status code: {n}',

  notSupported: 'Not supported',

  tokenRequired: 'A token is required',
  amountAndReceiverRequired: 'An amount and receiver address are required',
  unsupportedChain: 'Unsupported chain',

  authInitFailed: 'A problem occurred while trying initialize authentication',
  signatureDeclined: 'Signature declined',
  authenticating: 'Authenticating...',

  smartAccountUnsupported: 'This application might not support Smart Accounts',

  rpcCallNotAllowed: 'Requested RPC call is not allowed',
  actionNotAllowed: 'Action not allowed',

  // SPEC §8 alert titles (ALERT_MESSAGES pairs each with its explanation).
  networkNotFoundAlert: 'Network Not Found',
  invalidAppConfiguration: 'Invalid App Configuration',
  embeddedWalletLoadFailed: 'Network Error - Could not load embedded wallet',
  embeddedWalletRequestTimeout: 'Embedded Wallet Request Timed Out',
  sessionExpired: 'Session Expired',
  invalidProjectId: 'Invalid Project ID',
  projectIdNotConfigured: 'Project ID Not Configured',

  /** Ours, not the SPEC's: the user rejected a connect request in the wallet. */
  connectionDeclined: 'Connection declined',
  /** Ours, not the SPEC's: a secure-frame message whose payload fails its schema. */
  invalidRequest: 'Invalid request',
} as const

export type ErrorMessageKey = keyof typeof ERROR_MESSAGES
