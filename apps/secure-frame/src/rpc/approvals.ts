import type { ApprovalAction } from '../approval/summary.js'
import type { FrameChain } from '../chains.js'
import type { KeyRing } from '../keys/keyring.js'
import type { ApprovalFacts } from '../services/approval-facts.js'
import { preparePersonalSign, prepareSendTransaction, prepareTypedDataWithFacts } from './evm.js'
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
  /**
   * Where a token's symbol and decimals and the native coin's USD price are looked up (the services); without
   * it, or when it does not answer in time, amounts are raw with the token's address and the fee is in the coin.
   */
  facts?: ApprovalFacts
}

/**
 * Reads and checks the params of a method that needs the visitor's approval, and says what the dialog shows
 * (a transaction is priced first, so the dialog shows its maximum fee; the services are asked for display facts
 * meanwhile). Bad params fail here, before the
 * visitor is asked about something that cannot run.
 */
export async function prepareApproval(
  method: string,
  params: unknown,
  ctx: ApprovalContext,
): Promise<ApprovalAction> {
  const { keys, chain, rpc, facts } = ctx
  // Solana's summaries name mints the services do not list: they show raw amounts with the mint.
  const summaryContext = { chain }
  switch (method) {
    case 'personal_sign':
      return preparePersonalSign(keys, params)
    case 'eth_signTypedData_v4':
      return prepareTypedDataWithFacts(keys, params, { chain, facts })
    case 'eth_sendTransaction':
      return prepareSendTransaction(keys, params, { chain, facts, rpc })
    case 'solana_signMessage':
      return prepareSolanaSignMessage(keys, params)
    case 'solana_signTransaction':
      return prepareSolanaSignTransaction(keys, params, summaryContext)
    case 'solana_signAllTransactions':
      return prepareSolanaSignAll(keys, params, summaryContext)
    case 'solana_signAndSendTransaction':
      return prepareSolanaSignAndSend(keys, params, { ...summaryContext, rpc })
    default:
      // wallet_sendCalls and wallet_grantPermissions: no batching or permissions on a plain EOA yet.
      throw new UnsupportedMethodError(method)
  }
}
