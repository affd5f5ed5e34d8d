import { LabWalletTimeoutError } from './errors.js'

/**
 * What waits for the user (proposals, requests): answered in any order, and handed to `next()` callers
 * one by one, in arrival order, each once.
 */
export function createPending<T extends object>(what: string) {
  const items: T[] = []
  const handedOut = new WeakSet<T>()
  const waiters: ((item: T) => void)[] = []

  return {
    get items(): T[] {
      return [...items]
    },
    oldest: (): T | undefined => items[0],
    add(item: T) {
      items.push(item)
      const waiter = waiters.shift()
      if (waiter) {
        handedOut.add(item)
        waiter(item)
      }
    },
    remove(match: (item: T) => boolean): T | undefined {
      const index = items.findIndex(match)
      return index === -1 ? undefined : items.splice(index, 1)[0]
    },
    next(timeoutMs: number): Promise<T> {
      const ready = items.find((item) => !handedOut.has(item))
      if (ready) {
        handedOut.add(ready)
        return Promise.resolve(ready)
      }
      return new Promise((resolve, reject) => {
        const waiter = (item: T) => {
          clearTimeout(timer)
          resolve(item)
        }
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1)
          reject(new LabWalletTimeoutError(what, timeoutMs))
        }, timeoutMs)
        waiters.push(waiter)
      })
    },
  }
}
