/**
 * Copies plain objects and arrays so that state never shares objects with the caller: valtio 2 proxies the
 * object it is given (mutating the caller's copy) and caches one proxy per object (sharing it between
 * instances). Class instances, functions and other non-plain values are kept as they are.
 */
export function clonePlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => clonePlain(item)) as T
  if (!isPlainObject(value)) return value
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) copy[key] = clonePlain(item)
  return copy as T
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
