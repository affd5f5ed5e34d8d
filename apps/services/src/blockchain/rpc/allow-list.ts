/** The chain families the pass-through serves, named as CAIP-2 namespaces. */
export type RpcNamespace = 'eip155' | 'solana'

/**
 * What the frame needs from a node: reads, fee estimates and broadcasting a transaction it signed itself.
 * Nothing that signs with a node's key (eth_sendTransaction, eth_sign), lists its accounts, or administers it
 * (anvil_*, debug_*, admin_*, requestAirdrop): a node behind this route is reachable by any web page.
 */
const ALLOWED_METHODS: Record<RpcNamespace, ReadonlySet<string>> = {
  eip155: new Set([
    'eth_chainId',
    'eth_blockNumber',
    'eth_call',
    'eth_estimateGas',
    'eth_feeHistory',
    'eth_gasPrice',
    'eth_getBalance',
    'eth_getBlockByNumber',
    'eth_getBlockByHash',
    'eth_getCode',
    'eth_getTransactionCount',
    'eth_getTransactionByHash',
    'eth_getTransactionReceipt',
    'eth_maxPriorityFeePerGas',
    'eth_getLogs',
    'eth_sendRawTransaction',
    'net_version',
  ]),
  solana: new Set([
    'getLatestBlockhash',
    'getBalance',
    'getAccountInfo',
    'getSignatureStatuses',
    'sendTransaction',
    'simulateTransaction',
    'getFeeForMessage',
    'getMinimumBalanceForRentExemption',
    'getTokenAccountBalance',
    'getTokenAccountsByOwner',
  ]),
}

export function isAllowedMethod(namespace: RpcNamespace, method: string): boolean {
  return ALLOWED_METHODS[namespace].has(method)
}
