/** SPEC §8 RPC codes used by the modal itself. */
export const RPC_ERROR_CODES = {
  unrecognizedChainId: 4902,
  default: 5000,
  /** Positive, as the SPEC lists it; the JSON-RPC internal error is `internalError` (-32603). */
  invalidChainId: 32603,

  // JSON-RPC 2.0 and EIP-1474.
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  invalidInput: -32000,
  resourceNotFound: -32001,
  resourceUnavailable: -32002,
  transactionRejected: -32003,
  methodNotSupported: -32004,
  limitExceeded: -32005,
  versionUnsupported: -32006,
} as const

/** SPEC §8 EIP-1193 provider error codes. */
export const PROVIDER_ERROR_CODES = {
  userRejectedRequest: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  switchChainError: 4902,
} as const

/** SPEC §8 bundle codes, numbered as EIP-5792 (`wallet_sendCalls`) numbers them. */
export const BUNDLE_ERROR_CODES = {
  unsupportedNonOptionalCapability: 5700,
  unsupportedChainId: 5710,
  duplicateId: 5720,
  unknownBundleId: 5730,
  bundleTooLarge: 5740,
  atomicReadyUpgradeRejected: 5750,
  atomicityNotSupported: 5760,
} as const
