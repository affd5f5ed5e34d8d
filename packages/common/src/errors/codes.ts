/** SPEC §8 RPC codes used by the modal itself. */
export const RPC_ERROR_CODES = {
  unrecognizedChainId: 4902,

  // JSON-RPC 2.0 and EIP-1474.
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
} as const

/** SPEC §8 EIP-1193 provider error codes. */
export const PROVIDER_ERROR_CODES = {
  userRejectedRequest: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  switchChainError: 4902,
} as const
