import type { MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'

/** POST /__test/faults body: what to do to requests whose path matches `route`. */
export const FaultSpecSchema = v.object({
  /** A request path, where `*` stands for any text within one path segment. Query strings are ignored. */
  route: v.pipe(v.string(), v.startsWith('/'), v.maxLength(300)),
  /** Only this method (default: any). */
  method: v.optional(v.pipe(v.string(), v.toUpperCase())),
  /** Answer with this status (default 500 when `body` is absent, else 200). */
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(200), v.maxValue(599))),
  /** Wait this long first; with neither status nor body the request then proceeds normally. */
  delayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000))),
  /** Answer with this raw body, e.g. malformed JSON. */
  body: v.optional(v.pipe(v.string(), v.maxLength(100_000))),
  /** Apply to this many matching requests, then disappear (default: until cleared). */
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
})
export type FaultSpec = v.InferOutput<typeof FaultSpecSchema>

interface ActiveFault {
  id: number
  spec: FaultSpec
  matcher: RegExp
  remaining: number
}

function routeMatcher(route: string): RegExp {
  const pattern = route
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*')
  return new RegExp(`^${pattern}$`)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Injected faults, per route (test and development mode only). */
export class FaultRegistry {
  #faults: ActiveFault[] = []
  #nextId = 1

  add(spec: FaultSpec): number {
    const id = this.#nextId++
    this.#faults.push({ id, spec, matcher: routeMatcher(spec.route), remaining: spec.times ?? Infinity })
    return id
  }

  clear(): void {
    this.#faults = []
  }

  list(): (FaultSpec & { id: number; remaining: number | null })[] {
    return this.#faults.map(({ id, spec, remaining }) => ({
      ...spec,
      id,
      remaining: Number.isFinite(remaining) ? remaining : null,
    }))
  }

  /** Takes the first fault matching the request (counting it down), if any. */
  take(method: string, path: string): FaultSpec | undefined {
    const fault = this.#faults.find(
      ({ spec, matcher }) => (!spec.method || spec.method === method) && matcher.test(path),
    )
    if (!fault) return undefined
    fault.remaining -= 1
    if (fault.remaining <= 0) this.#faults = this.#faults.filter((item) => item !== fault)
    return fault.spec
  }

  middleware(): MiddlewareHandler {
    return async (c, next) => {
      if (c.req.method === 'OPTIONS') return next()
      const fault = this.take(c.req.method, c.req.path)
      if (!fault) return next()
      if (fault.delayMs) await sleep(fault.delayMs)
      if (fault.status === undefined && fault.body === undefined) return next()
      const status = (fault.status ?? (fault.body === undefined ? 500 : 200)) as ContentfulStatusCode
      const body = fault.body ?? JSON.stringify({ message: 'Injected fault' })
      return c.body(body, status, { 'content-type': 'application/json' })
    }
  }
}
