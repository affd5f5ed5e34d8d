import type { EstimateGasParams } from '../adapter.js'
import { toHexQuantity } from './parse.js'
import { requestRpc } from '../adapter-kit/rpc.js'

/**
 * `eth_estimateGas` on the network's node: a read, so it never prompts nor needs the wallet to be on that
 * network. Loaded on the first estimate only.
 */
export async function estimateGas(
  rpcUrls: readonly string[],
  { address, to, value, data }: EstimateGasParams,
): Promise<{ gas: bigint }> {
  const call = {
    from: address,
    to,
    ...(value !== undefined ? { value: toHexQuantity(value) } : {}),
    ...(data ? { data } : {}),
  }
  return { gas: BigInt(await requestRpc<string>(rpcUrls, 'eth_estimateGas', [call])) }
}
