import { toGangwayError } from '@gangway/common'
import { Eip1193Adapter, type Eip1193AdapterOptions, type FunctionDataEncoder } from '@gangway/core/eip1193'
import { formatUnits, parseUnits } from 'ethers/utils'

export type EthersAdapterOptions = Eip1193AdapterOptions

/**
 * The ChainAdapter for EVM chains with ethers v6, AppKit's `new EthersAdapter()`: EIP-6963 announced wallets,
 * the injected `window.ethereum` and the instance's WalletConnect session, from `@gangway/core/eip1193`.
 * ethers does the units and the ABI encoding; the encoder loads on the first contract write only.
 *
 * `new EthersAdapter()` serves createAppKit's eip155 networks; `{ networks }` narrows them, `{ storage }` says
 * where the connected connector is remembered (the page's localStorage by default).
 */
export class EthersAdapter extends Eip1193Adapter {
  readonly adapterType = 'ethers' as const

  /** ethers' `parseUnits`: more fractional digits than `decimals` is an error, not rounded away. */
  parseUnits(value: string, decimals: number): bigint {
    try {
      return parseUnits(value, decimals)
    } catch (error) {
      throw toGangwayError(error)
    }
  }

  /** ethers' `formatUnits`: a whole amount keeps one fractional digit (`'1.0'`). */
  formatUnits(value: bigint, decimals: number): string {
    try {
      return formatUnits(value, decimals)
    } catch (error) {
      throw toGangwayError(error)
    }
  }

  protected async loadFunctionDataEncoder(): Promise<FunctionDataEncoder> {
    const { encodeFunctionData } = await import('./encode-function-data.js')
    return encodeFunctionData
  }
}
