import { describe, expect, it } from 'vitest'
import { CONTEXT, createTestFrame, signIn } from '../test/deps.js'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('session handlers', () => {
  it('GET_USER answers SPEC §3’s user with the address of the active chain', async () => {
    const frame = createTestFrame()
    await expect(frame.handlers.GET_USER({}, CONTEXT)).rejects.toThrow('Not signed in')
    await signIn(frame)
    const keys = frame.deps.state.session!.keys.addresses
    const user = await frame.handlers.GET_USER({}, CONTEXT)
    expect(user).toEqual({
      email: 'ada@example.com',
      address: keys.eip155,
      chainId: 1,
      accounts: [{ address: keys.eip155, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      sessionToken: frame.deps.state.session!.token,
    })
    const onSolana = await frame.handlers.GET_USER({ chainId: SOLANA }, CONTEXT)
    expect(onSolana).toMatchObject({ address: keys.solana, chainId: SOLANA })
    expect(await frame.handlers.GET_CHAIN_ID({}, CONTEXT)).toEqual({ chainId: SOLANA })
  })

  it('GET_USER adopts the session the app kept after a reload, with the same wallet', async () => {
    const before = createTestFrame()
    await signIn(before)
    const { token } = before.deps.state.session!
    const addresses = before.deps.state.session!.keys.addresses

    // A reloaded frame: empty memory, same backend.
    const after = createTestFrame()
    after.deps.services = before.deps.services
    const reloaded = (await import('./index.js')).createHandlers(after.deps)
    const user = await reloaded.GET_USER!({ sessionToken: token }, CONTEXT)
    expect(user).toMatchObject({ address: addresses.eip155, sessionToken: token, email: 'ada@example.com' })
    expect(after.deps.state.session?.keys.addresses).toEqual(addresses)
    await expect(reloaded.GET_USER!({ sessionToken: 'y'.repeat(43) }, CONTEXT)).resolves.toMatchObject({
      sessionToken: token,
    })
  })

  it('GET_USER passes on an expired session', async () => {
    const frame = createTestFrame()
    await expect(frame.handlers.GET_USER({ sessionToken: 'z'.repeat(43) }, CONTEXT)).rejects.toThrow(
      'Session expired: sign in again',
    )
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

  it('SIGN_OUT revokes the session, wipes the keys and rejects pending approvals', async () => {
    const frame = createTestFrame()
    await signIn(frame)
    const { token, keys } = frame.deps.state.session!
    let cancelled = 0
    frame.deps.approvals.cancelAll = () => {
      cancelled += 1
    }
    await expect(frame.handlers.SIGN_OUT({}, CONTEXT)).resolves.toEqual({})
    expect(cancelled).toBe(1)
    expect(frame.services.calls.at(-1)).toMatchObject({ method: 'POST', path: '/frame/v1/sign-out', token })
    expect(await frame.handlers.IS_CONNECTED({}, CONTEXT)).toEqual({ isConnected: false })
    await expect(keys.signMessage('after')).rejects.toThrow('Not signed in')
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
      address: frame.deps.state.session!.keys.addresses.eip155,
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
    await expect(frame.handlers.UPDATE_EMAIL({ email: 'new@example.com' }, CONTEXT)).rejects.toThrow(
      'Not signed in',
    )
    await signIn(frame)
    expect(await frame.handlers.UPDATE_EMAIL({ email: 'new@example.com' }, CONTEXT)).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    expect(frame.services.calls.at(-1)).toMatchObject({ body: { newEmail: 'new@example.com' } })
    expect(await frame.handlers.UPDATE_EMAIL_PRIMARY_OTP({ otp: '111111' }, CONTEXT)).toEqual({})
    expect(await frame.handlers.UPDATE_EMAIL_SECONDARY_OTP({ otp: '222222' }, CONTEXT)).toEqual({
      newEmail: 'new@example.com',
    })
    expect(await frame.handlers.GET_USER({}, CONTEXT)).toMatchObject({ email: 'new@example.com' })
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
