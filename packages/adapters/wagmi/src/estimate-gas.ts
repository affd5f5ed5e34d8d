import type { EstimateGasParams } from '@gangway/core'
import { type Address, type Client, hexToBigInt, numberToHex } from 'viem'

/**
 * `eth_estimateGas` through the network's client (its transport: custom RPC URLs, the host's transport or
 * the network's default): a read, so it never prompts nor needs the wallet on that network. Loaded on the
 * first estimate only.
 */
export async function estimateGas(
  client: Pick<Client, 'request'>,
  { address, to, value, data }: EstimateGasParams,
): Promise<{ gas: bigint }> {
  const gas = await client.request({
    method: 'eth_estimateGas',
    params: [
      {
        from: address as Address,
        to: to as Address,
        ...(value !== undefined ? { value: numberToHex(value) } : {}),
        ...(data ? { data } : {}),
      },
    ],
  })
  return { gas: hexToBigInt(gas) }
}
