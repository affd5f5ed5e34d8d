import type { ApprovalAction } from '../approval/summary.js'
import { evmChainNumber, type FrameChain } from '../chains.js'
import type { KeyRing } from '../keys/keyring.js'
import { preparePersonalSign, prepareSendTransaction, prepareTypedData } from './evm.js'
import type { RpcClient } from './json-rpc.js'
import {
  prepareSolanaSignAll,
  prepareSolanaSignAndSend,
  prepareSolanaSignMessage,
  prepareSolanaSignTransaction,
} from './solana.js'

/** EIP-1193's 4200: a method on the allow-list that this wallet does not implement. */
export class UnsupportedMethodError extends Error {
  override name = 'UnsupportedMethodError'
  readonly code = 4200
  constructor(method: string) {
    super(`Method not supported: ${method}`)
  }
}

export interface ApprovalContext {
  keys: KeyRing
  /** The chain of the method's namespace. */
  chain: FrameChain
  rpc: RpcClient
}

/**
 * Reads and checks the params of a method that needs the visitor's approval, and says what the dialog shows.
 * Bad params fail here, before the visitor is asked about something that cannot run.
 */
export function prepareApproval(method: string, params: unknown, ctx: ApprovalContext): ApprovalAction {
  const { keys, chain, rpc } = ctx
  switch (method) {
    case 'personal_sign':
      return preparePersonalSign(keys, params)
    case 'eth_signTypedData_v4':
      return prepareTypedData(keys, params, evmChainNumber(chain))
    case 'eth_sendTransaction':
      return prepareSendTransaction(keys, params, { rpc, chainId: evmChainNumber(chain) })
    case 'solana_signMessage':
      return prepareSolanaSignMessage(keys, params)
    case 'solana_signTransaction':
      return prepareSolanaSignTransaction(keys, params, chain.caip2)
    case 'solana_signAllTransactions':
      return prepareSolanaSignAll(keys, params, chain.caip2)
    case 'solana_signAndSendTransaction':
      return prepareSolanaSignAndSend(keys, params, { rpc, network: chain.caip2 })
    default:
      // wallet_sendCalls and wallet_grantPermissions: no batching or permissions on a plain EOA yet.
      throw new UnsupportedMethodError(method)
  }
}
