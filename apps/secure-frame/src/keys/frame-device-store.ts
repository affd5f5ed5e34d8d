import type { DeviceStore } from './device-share.js'
import type { FrameStore } from './store.js'

/**
 * The frame's own store (IndexedDB on the frame's origin, keys/store.ts) as the string-keyed `DeviceStore` the
 * key shares use (device-share.ts, device-records.ts): each record its own entry under `wallet/`, so two tabs
 * writing different records never overwrite each other, and a CryptoKey stays a key object.
 */
export function deviceStoreOf(store: FrameStore): DeviceStore {
  return {
    get: (key) => store.get(`wallet/${key}`),
    set: (key, value) => store.set(`wallet/${key}`, value),
    delete: (key) => store.delete(`wallet/${key}`),
  }
}
