import {
  type AdapterType,
  type CaipNetwork,
  type ChainNamespace,
  formatUnits,
  parseUnits,
} from '@gangway/common/start'
import type {
  AdapterContext,
  BalanceResult,
  ChainAdapter,
  ConnectParams,
  ConnectResult,
  EstimateGasParams,
  SendTransactionParams,
  WriteContractParams,
} from '@gangway/core'
import type { UniversalAdapter, UniversalAdapterParams } from './universal-adapter.js'

/**
 * A UniversalAdapter whose code arrives after start-up. createAppKit needs an adapter at once for a namespace
 * the host has none for, but nothing of it runs before the user pairs or a stored session is restored, so a
 * page's first download need not carry it. construct() starts the load; every call waits for it and is passed
 * to the real adapter, which is made once.
 */
export class DeferredUniversalAdapter implements ChainAdapter {
  readonly namespace: ChainNamespace
  readonly adapterType: AdapterType = 'universal'
  readonly speaksWalletConnect = true
  readonly networks: CaipNetwork[]

  private readonly params: UniversalAdapterParams
  private context: AdapterContext | undefined
  private loading: Promise<UniversalAdapter> | undefined
  private loaded: UniversalAdapter | undefined

  constructor(params: UniversalAdapterParams) {
    this.params = params
    this.namespace = params.namespace
    this.networks = (params.networks ?? []).filter((network) => network.chainNamespace === params.namespace)
  }

  construct(context: AdapterContext): void {
    this.context = context
    if (this.loaded) this.loaded.construct(context)
    // Started now, so the code is likely here before the user opens the modal; a failed load is retried on use.
    else void this.adapter().catch(() => undefined)
  }

  /** Before the load ends, the adapter is made unconstructed: it never listens to the session. */
  destroy(): void {
    this.context = undefined
    this.loaded?.destroy()
  }

  async syncConnectors(): Promise<void> {
    return (await this.adapter()).syncConnectors()
  }

  async connect(params: ConnectParams): Promise<ConnectResult> {
    return (await this.adapter()).connect(params)
  }

  async reconnect(params: { id: string }): Promise<ConnectResult | undefined> {
    return (await this.adapter()).reconnect(params)
  }

  async disconnect(): Promise<void> {
    return (await this.adapter()).disconnect()
  }

  async switchNetwork(params: { caipNetwork: CaipNetwork }): Promise<void> {
    return (await this.adapter()).switchNetwork(params)
  }

  async getBalance(params: { address: string; caipNetwork: CaipNetwork }): Promise<BalanceResult> {
    return (await this.adapter()).getBalance(params)
  }

  async signMessage(params: { message: string; address: string }): Promise<{ signature: string }> {
    return (await this.adapter()).signMessage(params)
  }

  async sendTransaction(params: SendTransactionParams): Promise<{ hash: string }> {
    return (await this.adapter()).sendTransaction(params)
  }

  async estimateGas(params: EstimateGasParams): Promise<{ gas: bigint }> {
    return (await this.adapter()).estimateGas(params)
  }

  async writeContract(params: WriteContractParams): Promise<{ hash: string }> {
    return (await this.adapter()).writeContract(params)
  }

  // The same decimal code UniversalAdapter uses, so these answer at once without the load.
  parseUnits(value: string, decimals: number): bigint {
    return parseUnits(value, decimals)
  }

  formatUnits(value: bigint, decimals: number): string {
    return formatUnits(value, decimals)
  }

  /** Undefined until the code is here: before that, nothing can have connected. */
  getProvider(): unknown {
    return this.loaded?.getProvider()
  }

  /** The real adapter, loaded once; constructed only if this one still has its context (not destroyed). */
  private adapter(): Promise<UniversalAdapter> {
    if (this.loaded) return Promise.resolve(this.loaded)
    if (!this.loading) {
      const loading = import('./universal-adapter.js').then(({ UniversalAdapter }) => {
        const adapter = new UniversalAdapter(this.params)
        if (this.context) adapter.construct(this.context)
        this.loaded = adapter
        return adapter
      })
      // A failed load (the chunk did not arrive) may be tried again by the next call.
      loading.catch(() => {
        this.loading = undefined
      })
      this.loading = loading
    }
    return this.loading
  }
}
