import type { CaipNetwork } from '@gangway/common'
import { ref } from 'valtio/vanilla'
import { clonePlain } from './clone.js'

/**
 * A network (or a list of them) as state holds it: a frozen copy that valtio does not proxy. Networks are replaced,
 * never changed in place, and a deep proxy of each one (its URLs, currency, contracts) cost a page milliseconds at
 * start. Frozen, as a snapshot hands out this very object.
 */
export function toStateNetwork<T extends CaipNetwork | readonly CaipNetwork[]>(network: T): T {
  return ref(deepFreeze(clonePlain(network)))
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  for (const item of Object.values(value)) deepFreeze(item)
  return Object.freeze(value)
}
