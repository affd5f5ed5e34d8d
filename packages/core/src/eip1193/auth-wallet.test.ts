import { mainnet, polygon } from '@gangway/common'
import { describe, expect, it, vi } from 'vitest'
import type { AuthClient } from '../auth/types.js'
import { createEvmConnectors } from './connectors.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'

/** The embedded wallet as core hands it to adapters; its frame is not the point here. */
function fakeAuth(stored = false): AuthClient {
  const fail = () => Promise.reject(new Error('not in this test'))
  return {
    hasStoredLogin: () => stored,
    connectEmail: fail,
    waitForDeviceApproval: fail,
    connectOtp: fail,
    getSocialRedirectUri: fail,
    connectSocial: fail,
    getFarcasterUri: fail,
    connectFarcaster: fail,
    getUser: vi.fn(async ({ chainId }) => ({ address: ADDRESS, chainId })),
    restore: vi.fn(async ({ chainId }) => ({ address: ADDRESS, chainId })),
    switchNetwork: vi.fn(async () => undefined),
    request: vi.fn(async () => '0xsigned'),
    signOut: vi.fn(async () => undefined),
    updateEmail: fail,
    updateEmailPrimaryOtp: fail,
    updateEmailSecondaryOtp: fail,
    getStoredIdentity: () => ({}),
    setUpRecovery: fail,
    isRecoverySetUp: () => undefined,
    showFrame: () => undefined,
    hideFrame: () => undefined,
    onApprovalChange: () => () => undefined,
    destroy: () => undefined,
  }
}

function connectorsWith(auth: AuthClient | undefined) {
  return createEvmConnectors({
    walletConnect: () => undefined,
    auth: () => auth,
    rpcUrlOf: () => undefined,
    onChange: () => undefined,
    window: undefined,
  })
}

describe('the embedded wallet in an EIP-1193 adapter', () => {
  it('is listed as the AUTH connector only when the instance has one', () => {
    expect(
      connectorsWith(undefined)
        .list()
        .some((c) => c.type === 'AUTH'),
    ).toBe(false)
    expect(connectorsWith(fakeAuth()).list()).toContainEqual({
      id: 'ID_AUTH',
      name: 'Email and socials',
      type: 'AUTH',
      chain: 'eip155',
    })
  })

  it('adopts the signed-in account on the asked network, and sends requests to the frame', async () => {
    const auth = fakeAuth()
    const wallet = connectorsWith(auth).wallet('ID_AUTH')
    await expect(wallet?.connect(polygon)).resolves.toEqual({ address: ADDRESS, chainId: 137 })
    expect(auth.getUser).toHaveBeenCalledWith({ chainId: 137 })
    await expect(wallet?.request({ method: 'eth_accounts' })).resolves.toEqual([ADDRESS])
    await expect(wallet?.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })).resolves.toBe(
      '0xsigned',
    )
    expect(auth.request).toHaveBeenCalledWith(
      { method: 'personal_sign', params: ['0x68', ADDRESS] },
      'eip155',
    )
  })

  it('restores only a stored sign-in, without asking the frame otherwise', async () => {
    const none = fakeAuth(false)
    await expect(connectorsWith(none).wallet('ID_AUTH')?.restore()).resolves.toBeUndefined()
    expect(none.restore).not.toHaveBeenCalled()
    const stored = fakeAuth(true)
    await expect(connectorsWith(stored).wallet('ID_AUTH')?.restore()).resolves.toEqual({
      address: ADDRESS,
      chainId: mainnet.id,
    })
  })

  it('signs out of the frame on disconnect', async () => {
    const auth = fakeAuth()
    const wallet = connectorsWith(auth).wallet('ID_AUTH')
    await wallet?.connect(mainnet)
    await wallet?.disconnect()
    expect(auth.signOut).toHaveBeenCalledOnce()
  })
})
