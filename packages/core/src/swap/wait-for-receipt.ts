import { GangwayError } from '@gangway/common'
import { requestRpc } from '../adapter-kit/rpc.js'

export interface Receipt {
  status: 'success' | 'reverted'
  gasUsed: bigint
}

export interface WaitOptions {
  /** Between two reads of the receipt. */
  intervalMs?: number
  /** After this the wait gives up (the transaction may still be mined: its hash stays known). */
  timeoutMs?: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits until `hash` is mined, reading its receipt through the network's RPC (SPEC §7 Chain RPC): the approval
 * must be in a block before the swap that spends it is built and estimated. Throws when the wait times out or the
 * node cannot be reached.
 */
export async function waitForReceipt(
  rpcUrls: readonly string[],
  hash: string,
  { intervalMs = 500, timeoutMs = 5 * 60_000 }: WaitOptions = {},
): Promise<Receipt> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const receipt = await requestRpc<{ status?: string; gasUsed?: string } | null>(
      rpcUrls,
      'eth_getTransactionReceipt',
      [hash],
    )
    if (receipt) {
      return {
        status: receipt.status === '0x1' ? 'success' : 'reverted',
        gasUsed: BigInt(receipt.gasUsed ?? 0),
      }
    }
    if (Date.now() >= deadline) {
      throw new GangwayError('Request timed out', { details: `Transaction ${hash} was not mined in time.` })
    }
    await sleep(intervalMs)
  }
}
