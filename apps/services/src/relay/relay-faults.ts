import * as v from 'valibot'
import { type RelayMethod, RelayParams } from './params.js'

/** POST /__test/relay/faults body: what to do to the next requests of one relay method. */
export const RelayFaultSpecSchema = v.object({
  method: v.picklist(Object.keys(RelayParams) as RelayMethod[]),
  /**
   * `drop`: answered `true` and otherwise ignored, as a relay that loses the message (or subscription);
   * `error`: answered with JSON-RPC error -32000 `Injected fault`, so the client retries or fails.
   */
  effect: v.picklist(['drop', 'error']),
  /** Apply to this many requests, then disappear (default: until cleared). */
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
})
export type RelayFaultSpec = v.InferOutput<typeof RelayFaultSpecSchema>

interface ActiveRelayFault {
  id: number
  spec: RelayFaultSpec
  remaining: number
}

/**
 * Faults on relay methods (development and test mode only). Refusing or delaying connections needs
 * none of this: a `/__test/faults` fault on route `/relay` applies to the WebSocket upgrade.
 */
export class RelayFaults {
  #faults: ActiveRelayFault[] = []
  #nextId = 1

  add(spec: RelayFaultSpec): number {
    const id = this.#nextId++
    this.#faults.push({ id, spec, remaining: spec.times ?? Infinity })
    return id
  }

  clear(): void {
    this.#faults = []
  }

  list(): (RelayFaultSpec & { id: number; remaining: number | null })[] {
    return this.#faults.map(({ id, spec, remaining }) => ({
      ...spec,
      id,
      remaining: Number.isFinite(remaining) ? remaining : null,
    }))
  }

  /** Takes the first fault on the method (counting it down), if any. */
  take(method: RelayMethod): RelayFaultSpec['effect'] | undefined {
    const fault = this.#faults.find(({ spec }) => spec.method === method)
    if (!fault) return undefined
    fault.remaining -= 1
    if (fault.remaining <= 0) this.#faults = this.#faults.filter((item) => item !== fault)
    return fault.spec.effect
  }
}
