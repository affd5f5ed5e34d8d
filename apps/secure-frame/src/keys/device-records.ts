import { type DeviceStore, forgetDeviceShare, loadDeviceShare, saveDeviceShare } from './device-share.js'

/**
 * The same storage under a prefix, so the recovery share can be kept with device-share.ts's own wrapping (a
 * fresh non-extractable key, bound to the user id) without sharing the device share's record.
 */
function prefixed(store: DeviceStore, prefix: string): DeviceStore {
  return {
    get: (key) => store.get(`${prefix}${key}`),
    set: (key, value) => store.set(`${prefix}${key}`, value),
    delete: (key) => store.delete(`${prefix}${key}`),
  }
}

const PENDING = 'pending-recovery/'

/**
 * Until the visitor seals it under a passkey or a code, the recovery share stays on this device, wrapped like the
 * device share. The device then holds two shares: that is the "wallet lives only on this browser" state the
 * frame tells the visitor about, and it ends when a factor seals the recovery share (then this copy goes).
 */
export const pendingRecoveryShare = {
  save: (store: DeviceStore, userId: string, share: Uint8Array) =>
    saveDeviceShare(prefixed(store, PENDING), userId, share),
  load: (store: DeviceStore, userId: string) => loadDeviceShare(prefixed(store, PENDING), userId),
  forget: (store: DeviceStore, userId: string) => forgetDeviceShare(prefixed(store, PENDING), userId),
}

const legacyDeleteKey = (userId: string) => `legacy-delete:${userId}`

/**
 * A migrated wallet's legacy envelope still to be deleted on the services: set before the delete, cleared after,
 * so a delete whose answer was lost is tried again on the next sign-in.
 */
export const legacyDeletePending = {
  mark: (store: DeviceStore, userId: string) => store.set(legacyDeleteKey(userId), true),
  isMarked: async (store: DeviceStore, userId: string) => (await store.get(legacyDeleteKey(userId))) === true,
  clear: (store: DeviceStore, userId: string) => store.delete(legacyDeleteKey(userId)),
}
