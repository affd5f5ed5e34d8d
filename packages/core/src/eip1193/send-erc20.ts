import { type CaipNetwork, ERROR_MESSAGES, GangwayError } from '@gangway/common'
import type { ChainAdapter } from '../adapter.js'

/** ERC-20 `transfer(address to, uint256 amount) returns (bool)` as a JSON ABI, which every ABI encoder reads. */
export const ERC20_TRANSFER_ABI = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

export interface SendErc20Params {
  /** The sender, the connected account. */
  address: string
  /** The token contract. */
  tokenAddress: string
  /** The receiver. */
  to: string
  /** In the token's base units (e.g. `adapter.parseUnits('1.5', 6)`). */
  amount: bigint
  caipNetwork: CaipNetwork
}

/**
 * Sends an ERC-20 token (SPEC §7: the token contract's `transfer` with a receiver and an amount) through any
 * adapter's `writeContract`. SPEC §5: a token is required, and an amount and a receiver; only eip155 sends here.
 */
export async function sendErc20({
  adapter,
  address,
  tokenAddress,
  to,
  amount,
  caipNetwork,
}: SendErc20Params & { adapter: Pick<ChainAdapter, 'writeContract'> }): Promise<{ hash: string }> {
  if (!tokenAddress) throw new GangwayError(ERROR_MESSAGES.tokenRequired)
  if (!to || typeof amount !== 'bigint' || amount <= 0n) {
    throw new GangwayError(ERROR_MESSAGES.amountAndReceiverRequired, {
      details: `Got amount ${String(amount)} and receiver "${to}".`,
    })
  }
  if (caipNetwork.chainNamespace !== 'eip155') {
    throw new GangwayError(ERROR_MESSAGES.unsupportedChain, {
      details: `ERC-20 lives on eip155, not ${caipNetwork.chainNamespace}.`,
    })
  }
  if (!adapter.writeContract) {
    throw new GangwayError(ERROR_MESSAGES.notSupported, { details: 'The adapter cannot write contracts.' })
  }
  return adapter.writeContract({
    address,
    contractAddress: tokenAddress,
    abi: ERC20_TRANSFER_ABI,
    method: 'transfer',
    args: [to, amount],
    caipNetwork,
  })
}
