import { freshEmail } from '@gangway/services/testing/frame'
import { describe, expect, it } from 'vitest'
import { CONTEXT, createTestFrame, revokeSession, signIn } from '../test/deps.js'
import { codeFor, useTestServices } from '../test/services.js'

useTestServices()

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('session handlers', () => {
  it('GET_USER answers SPEC §3’s user with the address of the active chain', async () => {
    const frame = createTestFrame()
    await expect(frame.handlers.GET_USER({}, CONTEXT)).rejects.toThrow('Not signed in')
    await signIn(frame)
    const keys = frame.deps.state.session!.wallet.addresses
    const user = await frame.handlers.GET_USER({}, CONTEXT)
    expect(user).toEqual({
      email: frame.email,
      address: keys.eip155,
      chainId: 1,
      accounts: [{ address: keys.eip155, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      // A first sign-in: the recovery share is only on this device until a passkey or a code seals it.
      recoverySetUp: false,
    })
    const onSolana = await frame.handlers.GET_USER({ chainId: SOLANA }, CONTEXT)
    expect(onSolana).toMatchObject({ address: keys.solana, chainId: SOLANA })
    expect(await frame.handlers.GET_CHAIN_ID({}, CONTEXT)).toEqual({ chainId: SOLANA })
  })

  it('GET_USER restores the session from the frame’s own store after a reload, with the same wallet', async () => {
    const before = createTestFrame()
    await signIn(before)
    const addresses = before.deps.state.session!.wallet.addresses

    // A reloaded frame: empty memory, the same storage and backend. The app hands it nothing.
    const after = createTestFrame({ store: before.store, services: before.services })
    const [user, again] = await Promise.all([
      after.handlers.GET_USER({}, CONTEXT),
      after.handlers.GET_USER({ chainId: 1 }, CONTEXT),
    ])
    expect(user).toMatchObject({ address: addresses.eip155, email: before.email })
    expect(again).toEqual(user)
    expect(after.deps.state.session?.wallet.addresses).toEqual(addresses)
    // Both questions shared one restore: the auth share was fetched once (and once at sign-in).
    const keyFetches = before.services.calls.filter(
      (call) => call.method === 'GET' && call.path === '/frame/v1/shares/auth',
    )
    expect(keyFetches).toHaveLength(2)
  })

  it('GET_USER without a stored session, or with one the services revoked, is not signed in', async () => {
    const fresh = createTestFrame()
    await expect(fresh.handlers.GET_USER({}, CONTEXT)).rejects.toThrow('Not signed in')
    expect(fresh.services.calls).toEqual([])

    const before = createTestFrame()
    await signIn(before)
    await revokeSession(before)
    const after = createTestFrame({ store: before.store, services: before.services })
    await expect(after.handlers.GET_USER({}, CONTEXT)).rejects.toThrow('Session expired: sign in again')
    // The dead session is dropped, so the next question does not ask the services again.
    expect(await before.store.get('session')).toBeUndefined()
    await expect(after.handlers.GET_USER({}, CONTEXT)).rejects.toThrow('Not signed in')
  })

  it('without IndexedDB a reload starts signed out: nothing was kept, and the app has nothing to give', async () => {
    const before = createTestFrame()
    await signIn(before)
    const after = createTestFrame({ services: before.services })
    await expect(after.handlers.GET_USER({}, CONTEXT)).rejects.toThrow('Not signed in')
  })

  it('SWITCH_NETWORK keeps EVM numbers and Solana ids, and refuses what it cannot place', async () => {
    const frame = createTestFrame()
    expect(await frame.handlers.SWITCH_NETWORK({ chainId: 137 }, CONTEXT)).toEqual({ chainId: 137 })
    expect(await frame.handlers.GET_CHAIN_ID({}, CONTEXT)).toEqual({ chainId: 137 })
    expect(await frame.handlers.SWITCH_NETWORK({ chainId: SOLANA }, CONTEXT)).toEqual({ chainId: SOLANA })
    await expect(
      frame.handlers.SWITCH_NETWORK({ chainId: 'bip122:000000000019d6689c085ae165831e93' }, CONTEXT),
    ).rejects.toThrow('Network not found')
    expect(await frame.handlers.GET_CHAIN_ID({}, CONTEXT)).toEqual({ chainId: SOLANA })
  })

  it('SIGN_OUT revokes the session, closes the wallet and rejects pending approvals', async () => {
    const frame = createTestFrame()
    await signIn(frame)
    const { wallet } = frame.deps.state.session!
    const stored = (await frame.store.get('session'))!
    let cancelled = 0
    frame.deps.approvals.cancelAll = () => {
      cancelled += 1
    }
    await expect(frame.handlers.SIGN_OUT({}, CONTEXT)).resolves.toEqual({})
    expect(cancelled).toBe(1)
    expect(frame.services.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/frame/v1/sign-out',
      authorization: `DPoP ${stored.accessToken}`,
      status: 204,
    })
    expect(await frame.store.get('session')).toBeUndefined()
    // Revoked on the services: the old tokens, even with a valid proof, unlock nothing.
    await frame.deps.keeper.adopt(stored)
    await expect(frame.deps.services.call('/frame/v1/shares/auth', { auth: true })).rejects.toThrow(
      'Session expired: sign in again',
    )
    expect(await frame.handlers.IS_CONNECTED({}, CONTEXT)).toEqual({ isConnected: false })
    await expect(wallet.signer().unlocked(async () => 'signed')).rejects.toThrow('Not signed in')
    await expect(frame.handlers.GET_USER({}, CONTEXT)).rejects.toThrow('Not signed in')
    // Signing out twice, or with an expired session, is fine.
    await expect(frame.handlers.SIGN_OUT({}, CONTEXT)).resolves.toEqual({})
  })

  it('offers EOAs only', async () => {
    const frame = createTestFrame()
    await signIn(frame)
    expect(await frame.handlers.GET_SMART_ACCOUNT_ENABLED_NETWORKS({}, CONTEXT)).toEqual({
      smartAccountEnabledNetworks: [],
    })
    expect(await frame.handlers.SET_PREFERRED_ACCOUNT({ type: 'eoa' }, CONTEXT)).toEqual({
      type: 'eoa',
      address: frame.deps.state.session!.wallet.addresses.eip155,
    })
    await expect(frame.handlers.SET_PREFERRED_ACCOUNT({ type: 'smartAccount' }, CONTEXT)).rejects.toThrow(
      'Smart accounts are not available',
    )
    await expect(frame.handlers.INIT_SMART_ACCOUNT({}, CONTEXT)).rejects.toThrow(
      'Smart accounts are not available',
    )
  })

  it('runs the e-mail update: primary code, secondary code, new e-mail', async () => {
    const frame = createTestFrame()
    const newEmail = freshEmail('new')
    await expect(frame.handlers.UPDATE_EMAIL({ email: newEmail }, CONTEXT)).rejects.toThrow('Not signed in')
    await signIn(frame)
    expect(await frame.handlers.UPDATE_EMAIL({ email: newEmail }, CONTEXT)).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    expect(frame.services.calls.at(-1)).toMatchObject({ body: { newEmail } })
    // The first code goes to the current address, the second to the new one.
    const primary = await codeFor(frame.email)
    expect(await frame.handlers.UPDATE_EMAIL_PRIMARY_OTP({ otp: primary }, CONTEXT)).toEqual({})
    const secondary = await codeFor(newEmail)
    expect(await frame.handlers.UPDATE_EMAIL_SECONDARY_OTP({ otp: secondary }, CONTEXT)).toEqual({ newEmail })
    expect(await frame.handlers.GET_USER({}, CONTEXT)).toMatchObject({ email: newEmail })
  })

  it('remembers the theme and the dapp name for the approval dialog', async () => {
    const frame = createTestFrame()
    const themes: string[] = []
    frame.deps.ui.setTheme = (mode) => themes.push(mode)
    await frame.handlers.SYNC_THEME({ themeMode: 'dark' }, CONTEXT)
    await frame.handlers.SYNC_DAPP_DATA(
      { projectId: 'p', sdkVersion: '1', metadata: { name: '  Demo  ', url: 'https://app.example' } },
      CONTEXT,
    )
    expect(themes).toEqual(['dark'])
    expect(frame.deps.ui.dappName).toBe('Demo')
  })
})
