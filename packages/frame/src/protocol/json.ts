/** How much arbitrary JSON (RPC params and results) a frame message may carry. */
export interface JsonLimits {
  /** Deepest nesting of arrays and objects. */
  maxDepth: number
  /** Values, array items and object keys counted together. */
  maxNodes: number
  /** Longest string (or object key). */
  maxStringLength: number
}

/** Enough for typed-data signing and call bundles, small enough that a hostile message cannot stall either side. */
export const DEFAULT_JSON_LIMITS: JsonLimits = { maxDepth: 16, maxNodes: 10_000, maxStringLength: 200_000 }

/**
 * Whether `value` is plain JSON within `limits`: null, booleans, finite numbers, strings, arrays and plain
 * objects. Posted messages are structured clones, so they may hold Dates, Maps, typed arrays or cycles; none of
 * those is JSON, and a cycle simply exhausts the node budget. Walks iteratively so depth cannot overflow the stack,
 * and never throws.
 */
export function isBoundedJson(value: unknown, limits: JsonLimits = DEFAULT_JSON_LIMITS): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]]
  let nodes = 0
  try {
    while (stack.length > 0) {
      const [current, depth] = stack.pop() as [unknown, number]
      if (++nodes > limits.maxNodes) return false
      if (!isJsonNode(current, depth, limits)) return false
      if (Array.isArray(current)) {
        for (const item of current) stack.push([item, depth + 1])
      } else if (typeof current === 'object' && current !== null) {
        for (const [key, item] of Object.entries(current)) {
          if (key.length > limits.maxStringLength || ++nodes > limits.maxNodes) return false
          stack.push([item, depth + 1])
        }
      }
    }
    return true
  } catch {
    // A proxy or exotic object whose traps throw is not JSON either.
    return false
  }
}

function isJsonNode(value: unknown, depth: number, limits: JsonLimits): boolean {
  if (value === null || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (typeof value === 'string') return value.length <= limits.maxStringLength
  if (typeof value !== 'object' || depth >= limits.maxDepth) return false
  if (Array.isArray(value)) return true
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
