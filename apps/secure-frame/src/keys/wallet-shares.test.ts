import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { type DeviceStore, loadDeviceShare } from './device-share.js'
import { importWrappingKey, seal } from './envelope.js'
import type { Credentials } from './passkey-prf.js'
import { RecoveryCodeTypoError, WrongRecoveryCodeError } from './recovery-code.js'
import { RecoveryShareUnavailableError, setUpRecovery } from './recovery-setup.js'
import { addressesOf, generateSecrets, type KeySecrets, serialiseSecrets } from './secrets.js'
import { openShare } from './share-seal.js'
import { combineShares, decodeShare, encodeShare, ShareVerificationError, shareRole } from './shares.js'
import type { RecoveryDialogs, SharesPort, WalletSharesDeps } from './wallet-ports.js'
import {
  NoRecoveryMethodError,
  openWallet,
  RecoveryCancelledError,
  WalletMismatchError,
  WalletNotFoundError,
} from './wallet-shares.js'
import { browserStore, fakeAuthenticator, fakeServices, scriptedDialogs } from './wallet-testing.js'

const ACCOUNT = { id: 'user-1', name: 'ada@example.com' }

function deps(
  services: SharesPort,
  store: DeviceStore,
  dialogs: RecoveryDialogs,
  credentials: Credentials = fakeAuthenticator(),
): WalletSharesDeps {
  return {
    services,
    store,
    dialogs,
    credentials,
    relyingParty: { name: 'Gangway' },
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, 5))),
  }
}

const address = (secrets: KeySecrets) => addressesOf(secrets).eip155

/** Every two of the given values tried as shares, and every value as the key of every seal. */
async function rebuildsFrom(values: readonly string[], target: string): Promise<boolean> {
  const shares = values.flatMap((value) => {
    try {
      return [decodeShare(value)]
    } catch {
      return []
    }
  })
  const opened: Uint8Array[] = []
  for (const sealed of values) {
    for (const key of values) {
      for (const factor of ['code', 'passkey'] as const) {
        const plain = await openShare(sealed, Buffer.from(key), factor).catch(() => undefined)
        if (plain) opened.push(plain)
      }
    }
  }
  const all = [...shares, ...opened]
  for (const a of all)
    for (const b of all) {
      const secrets = await combineShares(a, b).catch(() => undefined)
      if (secrets && address(secrets) === target) return true
    }
  return false
}

describe('openWallet: first sign-in and the returning device', () => {
  it('makes a wallet, keeps two shares on the device and one on the services, and opens it again', async () => {
    const { port, state } = fakeServices()
    const store = browserStore()
    const { dialogs, seen } = scriptedDialogs()
    const first = await openWallet(deps(port, store, dialogs), ACCOUNT)
    expect(first.origin).toBe('created')
    expect(first.recoverySetUp).toBe(false)
    expect(shareRole(decodeShare(state.auth!))).toBe('auth')
    expect(state.seals.size).toBe(0)
    expect(seen.offers).toBe(0)

    const again = await openWallet(deps(port, store, dialogs), ACCOUNT)
    expect(again).toMatchObject({ origin: 'restored', recoverySetUp: false })
    expect(address(again.secrets)).toBe(address(first.secrets))
    expect(seen.recoverOffered).toEqual([])
  })

  it('of two tabs signing in at once, both open the one wallet the services kept', async () => {
    const { port, state } = fakeServices()
    const store = browserStore()
    const { dialogs } = scriptedDialogs()
    const [a, b] = await Promise.all([
      openWallet(deps(port, store, dialogs), ACCOUNT),
      openWallet(deps(port, store, dialogs), ACCOUNT),
    ])
    expect(address(a.secrets)).toBe(address(b.secrets))
    expect([a.origin, b.origin].sort()).toEqual(['created', 'restored'])
    const device = (await loadDeviceShare(store, ACCOUNT.id))!
    expect(address(await combineShares(device, decodeShare(state.auth!)))).toBe(address(a.secrets))
  })

  it('refuses an auth share that was altered, rather than signing with a wrong key', async () => {
    const { port, state } = fakeServices()
    const store = browserStore()
    const { dialogs } = scriptedDialogs()
    await openWallet(deps(port, store, dialogs), ACCOUNT)
    const tampered = decodeShare(state.auth!)
    tampered[50]! ^= 1
    state.auth = encodeShare(tampered)
    await expect(openWallet(deps(port, store, dialogs), ACCOUNT)).rejects.toBeInstanceOf(
      ShareVerificationError,
    )
  })
})

describe('recovery: set up, then a new device', () => {
  it('a recovery code: shown once, sealed, the device copy dropped; a new device recovers the same address', async () => {
    const { port, state } = fakeServices()
    const home = browserStore()
    const setup = scriptedDialogs({ offer: 'code' })
    const made = await openWallet(deps(port, home, setup.dialogs), ACCOUNT)
    expect(await setUpRecovery(deps(port, home, setup.dialogs), ACCOUNT)).toBe('code')
    const [code] = setup.seen.codes
    expect(code).toMatch(/^[\dA-Z]{4}(-[\dA-Z]{1,4}){6}$/)
    expect(state.seals.get('code')?.sealed).not.toContain(code)
    expect((await openWallet(deps(port, home, setup.dialogs), ACCOUNT)).recoverySetUp).toBe(true)
    // Set up already: nothing left on this device to seal a second time.
    await expect(setUpRecovery(deps(port, home, setup.dialogs), ACCOUNT)).rejects.toBeInstanceOf(
      RecoveryShareUnavailableError,
    )

    const laptop = browserStore()
    const recovery = scriptedDialogs({ tries: [{ kind: 'code', code: code!.toLowerCase() }] })
    const recovered = await openWallet(deps(port, laptop, recovery.dialogs), ACCOUNT)
    expect(recovered).toMatchObject({ origin: 'recovered', recoverySetUp: true })
    expect(recovery.seen.recoverOffered).toEqual([{ passkey: false, code: true }])
    expect(address(recovered.secrets)).toBe(address(made.secrets))
    // The laptop keeps its own share now: the next sign-in asks nothing.
    const quiet = scriptedDialogs()
    const next = await openWallet(deps(port, laptop, quiet.dialogs), ACCOUNT)
    expect(next.origin).toBe('restored')
    expect(address(next.secrets)).toBe(address(made.secrets))
    expect(quiet.seen.recoverOffered).toEqual([])
  })

  it('a wrong code fails in words, a typo says so, and the right code then works in the same dialog', async () => {
    const { port } = fakeServices()
    const setup = scriptedDialogs({ offer: 'code' })
    const home = browserStore()
    const made = await openWallet(deps(port, home, setup.dialogs), ACCOUNT)
    await setUpRecovery(deps(port, home, setup.dialogs), ACCOUNT)
    const code = setup.seen.codes[0]!
    const other = scriptedDialogs({ offer: 'code' })
    const otherPort = fakeServices().port
    const otherHome = browserStore()
    await openWallet(deps(otherPort, otherHome, other.dialogs), { ...ACCOUNT, id: 'user-2' })
    await setUpRecovery(deps(otherPort, otherHome, other.dialogs), { ...ACCOUNT, id: 'user-2' })
    const swapped = code.at(-1) === 'A' ? `${code.slice(0, -1)}B` : `${code.slice(0, -1)}A`

    const recovery = scriptedDialogs({
      tries: [
        { kind: 'code', code: other.seen.codes[0]! },
        { kind: 'code', code: swapped },
        { kind: 'code', code },
      ],
    })
    const laptop = browserStore()
    const recovered = await openWallet(deps(port, laptop, recovery.dialogs), ACCOUNT)
    expect(recovery.seen.errors[0]).toBeInstanceOf(WrongRecoveryCodeError)
    expect(recovery.seen.errors[0]?.message).toBe('This recovery code does not open this wallet')
    expect(recovery.seen.errors[1]).toBeInstanceOf(RecoveryCodeTypoError)
    expect(address(recovered.secrets)).toBe(address(made.secrets))
  })

  it('a passkey (PRF): a new device recovers the same address with it', async () => {
    const authenticator = fakeAuthenticator()
    const { port, state } = fakeServices()
    const home = browserStore()
    const setup = scriptedDialogs({ offer: 'passkey' })
    const made = await openWallet(deps(port, home, setup.dialogs, authenticator), ACCOUNT)
    expect(await setUpRecovery(deps(port, home, setup.dialogs, authenticator), ACCOUNT)).toBe('passkey')
    expect(state.seals.get('passkey')).toMatchObject({ kind: 'passkey', credentialId: expect.any(String) })

    const recovery = scriptedDialogs({ tries: [{ kind: 'passkey' }] })
    const recovered = await openWallet(deps(port, browserStore(), recovery.dialogs, authenticator), ACCOUNT)
    expect(address(recovered.secrets)).toBe(address(made.secrets))
    // Another authenticator (not the passkey the share was sealed for) opens nothing.
    const stranger = scriptedDialogs({ tries: [{ kind: 'passkey' }] })
    await expect(openWallet(deps(port, browserStore(), stranger.dialogs), ACCOUNT)).rejects.toBeInstanceOf(
      RecoveryCancelledError,
    )
    expect(stranger.seen.errors).toHaveLength(1)
  })

  it('"Not now", or a code not confirmed as saved, stores nothing and keeps the share on the device', async () => {
    const { port, state } = fakeServices()
    const home = browserStore()
    await openWallet(deps(port, home, scriptedDialogs().dialogs), ACCOUNT)
    expect(await setUpRecovery(deps(port, home, scriptedDialogs({ offer: 'later' }).dialogs), ACCOUNT)).toBe(
      'later',
    )
    const unsaved = scriptedDialogs({ offer: 'code', saveCode: false })
    expect(await setUpRecovery(deps(port, home, unsaved.dialogs), ACCOUNT)).toBe('later')
    expect(unsaved.seen.codes).toHaveLength(1)
    expect(state.seals.size).toBe(0)
    expect((await openWallet(deps(port, home, scriptedDialogs().dialogs), ACCOUNT)).recoverySetUp).toBe(false)
  })

  it('a device share of another wallet counts as none: the device recovers and keeps the right one', async () => {
    const stale = browserStore()
    await openWallet(deps(fakeServices().port, stale, scriptedDialogs().dialogs), ACCOUNT)
    const { port } = fakeServices()
    const home = browserStore()
    const setup = scriptedDialogs({ offer: 'code' })
    const made = await openWallet(deps(port, home, setup.dialogs), ACCOUNT)
    await setUpRecovery(deps(port, home, setup.dialogs), ACCOUNT)

    const recovery = scriptedDialogs({ tries: [{ kind: 'code', code: setup.seen.codes[0]! }] })
    const recovered = await openWallet(deps(port, stale, recovery.dialogs), ACCOUNT)
    expect(recovered.origin).toBe('recovered')
    expect(address(recovered.secrets)).toBe(address(made.secrets))
    expect(await openWallet(deps(port, stale, scriptedDialogs().dialogs), ACCOUNT)).toMatchObject({
      origin: 'restored',
      recoverySetUp: true,
    })
  })

  it('a new device without any recovery method is told so, without a dialog', async () => {
    const { port } = fakeServices()
    await openWallet(deps(port, browserStore(), scriptedDialogs().dialogs), ACCOUNT)
    const laptop = scriptedDialogs({ tries: [{ kind: 'code', code: 'X' }] })
    await expect(openWallet(deps(port, browserStore(), laptop.dialogs), ACCOUNT)).rejects.toBeInstanceOf(
      NoRecoveryMethodError,
    )
    expect(laptop.seen.recoverOffered).toEqual([])
  })

  it('a cancelled recovery leaves no share on the new device', async () => {
    const { port } = fakeServices()
    const home = browserStore()
    await openWallet(deps(port, home, scriptedDialogs().dialogs), ACCOUNT)
    await setUpRecovery(deps(port, home, scriptedDialogs({ offer: 'code' }).dialogs), ACCOUNT)
    const laptop = browserStore()
    await expect(openWallet(deps(port, laptop, scriptedDialogs().dialogs), ACCOUNT)).rejects.toBeInstanceOf(
      RecoveryCancelledError,
    )
    expect(laptop.map.size).toBe(0)
  })
})

describe('the operator alone', () => {
  it('never holds enough to rebuild the wallet; one device share more would be (the check is not blind)', async () => {
    const authenticator = fakeAuthenticator()
    const { port, operatorView } = fakeServices()
    const home = browserStore()
    const made = await openWallet(deps(port, home, scriptedDialogs().dialogs, authenticator), ACCOUNT)
    const target = address(made.secrets)
    expect(await rebuildsFrom(operatorView(), target)).toBe(false)
    await setUpRecovery(
      deps(port, home, scriptedDialogs({ offer: 'passkey' }).dialogs, authenticator),
      ACCOUNT,
    )
    expect(await rebuildsFrom(operatorView(), target)).toBe(false)
    const device = (await loadDeviceShare(home, ACCOUNT.id))!
    expect(await rebuildsFrom([...operatorView(), encodeShare(device)], target)).toBe(true)
  })
})

describe('migration from the legacy envelope', () => {
  async function legacyWallet() {
    const secrets = generateSecrets()
    const wrappingKey = randomBytes(32).toString('base64url')
    const ciphertext = await seal(serialiseSecrets(secrets), await importWrappingKey(wrappingKey))
    return { secrets, legacy: { wrappingKey, ciphertext }, addresses: addressesOf(secrets) }
  }

  it('splits the same keys, deletes the envelope, and the operator can no longer rebuild them', async () => {
    const { secrets, legacy, addresses } = await legacyWallet()
    const { port, state, operatorView } = fakeServices(legacy)
    const home = browserStore()
    const account = { ...ACCOUNT, addresses }
    const migrated = await openWallet(deps(port, home, scriptedDialogs().dialogs), account)
    expect(migrated).toMatchObject({ origin: 'migrated', recoverySetUp: false })
    expect(address(migrated.secrets)).toBe(address(secrets))
    expect(state.legacy).toBeUndefined()
    expect(operatorView()).not.toContain(legacy.ciphertext)
    expect(await rebuildsFrom(operatorView(), address(secrets))).toBe(false)

    const again = await openWallet(deps(port, home, scriptedDialogs().dialogs), account)
    expect(again.origin).toBe('restored')
    expect(address(again.secrets)).toBe(address(secrets))
    // And a new device, once a code is set up: still the same address.
    const setup = scriptedDialogs({ offer: 'code' })
    await setUpRecovery(deps(port, home, setup.dialogs), account)
    const laptop = scriptedDialogs({ tries: [{ kind: 'code', code: setup.seen.codes[0]! }] })
    const recovered = await openWallet(deps(port, browserStore(), laptop.dialogs), account)
    expect(address(recovered.secrets)).toBe(address(secrets))
  })

  it('a delete that failed is tried again at the next sign-in', async () => {
    const { legacy, addresses } = await legacyWallet()
    const { port, state } = fakeServices(legacy)
    state.failDeletes = 1
    const home = browserStore()
    const account = { ...ACCOUNT, addresses }
    await openWallet(deps(port, home, scriptedDialogs().dialogs), account)
    expect(state.legacy).toBeDefined()
    await openWallet(deps(port, home, scriptedDialogs().dialogs), account)
    expect(state.legacy).toBeUndefined()
    expect(state.deletes).toBe(2)
    await openWallet(deps(port, home, scriptedDialogs().dialogs), account)
    expect(state.deletes).toBe(2)
  })

  it('never makes a new wallet for an account that lists addresses but whose wallet is missing', async () => {
    const { port, state } = fakeServices()
    const listed = addressesOf(generateSecrets())
    await expect(
      openWallet(deps(port, browserStore(), scriptedDialogs().dialogs), { ...ACCOUNT, addresses: listed }),
    ).rejects.toBeInstanceOf(WalletNotFoundError)
    expect(state.auth).toBeUndefined()
  })

  it('refuses an envelope whose keys are not the account’s listed addresses, storing no share', async () => {
    const { legacy } = await legacyWallet()
    const { port, state } = fakeServices(legacy)
    const listed = addressesOf(generateSecrets())
    await expect(
      openWallet(deps(port, browserStore(), scriptedDialogs().dialogs), { ...ACCOUNT, addresses: listed }),
    ).rejects.toBeInstanceOf(WalletMismatchError)
    expect(state.auth).toBeUndefined()
    expect(state.legacy).toBe(legacy)
  })
})
