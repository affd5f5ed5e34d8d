import type { ChainNamespace } from '@gangway/common'
import type { AdapterEventMap, AdapterEventSink } from '../adapter.js'
import type { LazyModule } from '../utils/lazy-module.js'
import type { CoreContext } from './context.js'

export type InstanceCode = typeof import('./instance-code.js')

type SessionEvent = Exclude<keyof AdapterEventMap, 'connectors'>

/**
 * SPEC §4: account, network and disconnect events flow from the adapter of `namespace` into the store. Their
 * handlers arrive after the page's first download: events reported before are kept, in order, and handled when
 * the code is here; after that, at once.
 */
export function createAdapterEventSink(
  ctx: CoreContext,
  namespace: ChainNamespace,
  instanceCode: LazyModule<InstanceCode>,
): AdapterEventSink {
  let waiting: ((code: InstanceCode) => void)[] | undefined
  const handle = <E extends SessionEvent>(code: InstanceCode, event: E, payload: AdapterEventMap[E]) => {
    if (ctx.destroyed) return
    if (event === 'accountChanged')
      code.handleAccountChanged(ctx, namespace, payload as AdapterEventMap['accountChanged'])
    else if (event === 'chainChanged')
      code.handleChainChanged(ctx, namespace, (payload as AdapterEventMap['chainChanged']).chainId)
    else code.handleDisconnect(ctx, namespace)
  }
  /** What waited, in the order it came. */
  const drain = (code: InstanceCode) => {
    const queued = waiting ?? []
    waiting = undefined
    for (const run of queued) run(code)
  }
  return {
    emit(event, payload) {
      if (ctx.destroyed) return
      if (event === 'connectors') {
        ctx.store.connectors.setConnectors(namespace, payload as AdapterEventMap['connectors'])
        return
      }
      const run = (code: InstanceCode) => handle(code, event as SessionEvent, payload as never)
      const code = instanceCode.loaded()
      if (code) {
        drain(code)
        return run(code)
      }
      waiting ??= []
      waiting.push(run)
      // A chunk that did not arrive is asked for again by the next event; what waited goes with it.
      instanceCode.load().then(drain, () => undefined)
    },
  }
}
