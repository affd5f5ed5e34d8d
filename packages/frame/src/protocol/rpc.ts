/**
 * SPEC §6: the RPC methods the secure frame will run for the app. Read methods are harmless; the signing and
 * sending ones are listed because the frame's wallet is the user's wallet. `eth_sign` is left out on purpose: it
 * signs a raw hash, so a page could make the user sign a transaction it cannot show.
 */
export const FRAME_RPC_ALLOW_LIST: ReadonlySet<string> = new Set([
  // eth_* reads
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_syncing',
  'eth_uninstallFilter',
  // eth_* writes and signing
  'eth_requestAccounts',
  'eth_sendRawTransaction',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'personal_sign',
  // Solana signing
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  // wallet_* (EIP-5792, EIP-7715, EIP-7811)
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets',
])

/** Whether the secure frame may run `method`; both sides check, so neither trusts the other to have done it. */
export function isAllowedFrameRpc(method: unknown): boolean {
  return typeof method === 'string' && FRAME_RPC_ALLOW_LIST.has(method)
}

/**
 * Methods that sign or spend: the frame runs them only after the visitor approves them in the frame's own UI,
 * so the app shows the frame (the ApproveTransaction view) while one is pending. Both sides read this list; the
 * frame enforces it, the app only uses it to know when to show the frame.
 */
export const FRAME_APPROVAL_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
])

/** Whether `method` waits for the visitor's approval in the frame (and the app must show the frame meanwhile). */
export function needsFrameApproval(method: unknown): boolean {
  return typeof method === 'string' && FRAME_APPROVAL_METHODS.has(method)
}
