import { isPlainObject } from './clone.js'

/** Structural equality of plain data; anything else compares by identity. */
export function isEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => isEqual(item, b[index]))
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keysA = Object.keys(a).filter((key) => a[key] !== undefined)
    const keysB = Object.keys(b).filter((key) => b[key] !== undefined)
    return keysA.length === keysB.length && keysA.every((key) => isEqual(a[key], b[key]))
  }
  return false
}
