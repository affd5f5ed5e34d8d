import { describe, expect, it } from 'vitest'
import { DeviceShareError, forgetDeviceShare, loadDeviceShare, saveDeviceShare } from './device-share.js'
import { generateSecrets } from './secrets.js'
import { splitSecrets } from './shares.js'
import { browserStore } from './wallet-testing.js'

interface Stored {
  key: CryptoKey
  iv: Uint8Array
  sealed: Uint8Array
}

const only = (store: { map: Map<string, unknown> }) => [...store.map.values()][0] as Stored

describe('device share', () => {
  it('keeps the share wrapped, and gives it back', async () => {
    const store = browserStore()
    const { device } = await splitSecrets(generateSecrets())
    await saveDeviceShare(store, 'user-1', device)
    const stored = only(store)
    expect(Buffer.from(stored.sealed).includes(Buffer.from(device.subarray(34, 60)))).toBe(false)
    expect(await loadDeviceShare(store, 'user-1')).toEqual(device)
  })

  it('wraps it with a key that cannot be exported', async () => {
    const store = browserStore()
    await saveDeviceShare(store, 'user-1', (await splitSecrets(generateSecrets())).device)
    const { key } = only(store)
    expect(key.extractable).toBe(false)
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 })
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow()
    await expect(crypto.subtle.exportKey('jwk', key)).rejects.toThrow()
  })

  it('has nothing for a user this device never kept a share for', async () => {
    const store = browserStore()
    await saveDeviceShare(store, 'user-1', (await splitSecrets(generateSecrets())).device)
    expect(await loadDeviceShare(store, 'user-2')).toBeUndefined()
  })

  it('does not open a record copied under another user, nor a tampered or broken one', async () => {
    const store = browserStore()
    await saveDeviceShare(store, 'user-1', (await splitSecrets(generateSecrets())).device)
    const [[name, record]] = [...store.map.entries()] as [[string, Stored]]
    store.map.set(name.replace('user-1', 'user-2'), record)
    await expect(loadDeviceShare(store, 'user-2')).rejects.toThrow(DeviceShareError)

    const sealed = record.sealed.slice()
    sealed[0] = sealed[0]! ^ 1
    store.map.set(name, { ...record, sealed })
    await expect(loadDeviceShare(store, 'user-1')).rejects.toThrow(
      'The key share on this device cannot be opened',
    )

    for (const broken of [
      null,
      'text',
      { ...record, v: 2 },
      { ...record, iv: 'iv' },
      { ...record, key: null },
    ]) {
      store.map.set(name, broken)
      await expect(loadDeviceShare(store, 'user-1')).rejects.toThrow(DeviceShareError)
    }
  })

  it('replaces the share on a new save, each under its own key, and forgets it', async () => {
    const store = browserStore()
    const [first, second] = [
      (await splitSecrets(generateSecrets())).device,
      (await splitSecrets(generateSecrets())).device,
    ]
    await saveDeviceShare(store, 'user-1', first)
    const firstKey = only(store).key
    await saveDeviceShare(store, 'user-1', second)
    expect(store.map.size).toBe(1)
    expect(only(store).key).not.toBe(firstKey)
    expect(await loadDeviceShare(store, 'user-1')).toEqual(second)
    await forgetDeviceShare(store, 'user-1')
    expect(await loadDeviceShare(store, 'user-1')).toBeUndefined()
  })
})
