import { Eip1193Adapter, type Eip1193AdapterOptions, type FunctionDataEncoder } from '@gangway/core/eip1193'
// ethers v5's units package itself: importing `utils` from 'ethers' pulls the whole library into a bundle (its
// namespace object does not tree-shake), and its `lib.esm/utils.js` ties units to the ABI coder in one module,
// which esbuild cannot split. This brings only the units code (about 60 kB minified, with BigNumber).
import { formatUnits, parseUnits } from '@ethersproject/units'
import { toEthers5Error } from './errors.js'

export type Ethers5AdapterOptions = Eip1193AdapterOptions

/**
 * The ChainAdapter for EVM chains with ethers v5, AppKit's `new Ethers5Adapter()`: EIP-6963 announced wallets,
 * the injected `window.ethereum` and the instance's WalletConnect session, from `@gangway/core/eip1193`.
 * ethers v5 does the units and the ABI encoding; the encoder loads on the first contract write only.
 *
 * `new Ethers5Adapter()` serves createAppKit's eip155 networks; `{ networks }` narrows them, `{ storage }`
 * says where the connected connector is remembered (the page's localStorage by default).
 */
export class Ethers5Adapter extends Eip1193Adapter {
  readonly adapterType = 'ethers5' as const

  /** ethers' `utils.parseUnits`: more fractional digits than `decimals` is an error, not rounded away. */
  parseUnits(value: string, decimals: number): bigint {
    try {
      return parseUnits(value, decimals).toBigInt()
    } catch (error) {
      throw toEthers5Error(error)
    }
  }

  /** ethers' `utils.formatUnits`: a whole amount keeps one fractional digit (`'1.0'`). */
  formatUnits(value: bigint, decimals: number): string {
    try {
      return formatUnits(value, decimals)
    } catch (error) {
      throw toEthers5Error(error)
    }
  }

  protected async loadFunctionDataEncoder(): Promise<FunctionDataEncoder> {
    const { encodeFunctionData } = await import('./encode-function-data.js')
    return encodeFunctionData
  }
}
