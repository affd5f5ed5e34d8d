import type { AuthClient } from '@gangway/core'
import { solana } from '@gangway/common'
import { describe, expect, it, vi } from 'vitest'
import { createSolanaAuthWallet } from './auth-wallet.js'
import { base58 } from '@scure/base'
import { toBase64 } from './encoding.js'

const ADDRESS = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'

function fakeAuth(stored: boolean, answer: (method: string, params: unknown) => unknown) {
  return {
    hasStoredLogin: () => stored,
    getUser: vi.fn(async () => ({ address: ADDRESS, chainId: solana.caipNetworkId })),
    restore: vi.fn(async () => ({ address: ADDRESS, chainId: solana.caipNetworkId })),
    request: vi.fn(async ({ method, params }: { method: string; params?: unknown }) =>
      answer(method, params),
    ),
    signOut: vi.fn(async () => undefined),
  } as unknown as AuthClient & { request: ReturnType<typeof vi.fn>; getUser: ReturnType<typeof vi.fn> }
}

describe('the embedded wallet on Solana', () => {
  it('adopts the signed-in account for the network asked for, and restores only a stored sign-in', async () => {
    const auth = fakeAuth(false, () => undefined)
    const wallet = createSolanaAuthWallet(auth)
    await expect(wallet.connect({ silent: false, network: solana })).resolves.toEqual({ address: ADDRESS })
    expect(auth.getUser).toHaveBeenCalledWith({ chainId: solana.caipNetworkId })
    await expect(wallet.connect({ silent: true, network: solana })).resolves.toBeUndefined()
    const stored = createSolanaAuthWallet(fakeAuth(true, () => undefined))
    await expect(stored.connect({ silent: true, network: solana })).resolves.toEqual({ address: ADDRESS })
  })

  it("signs messages and transactions in the frame, in the frame protocol's encodings", async () => {
    const signature = new Uint8Array(64).fill(7)
    const auth = fakeAuth(false, (method, params) => {
      if (method === 'solana_signMessage') return { signature: base58.encode(signature) }
      if (method === 'solana_signTransaction')
        return { transaction: (params as { transaction: string }).transaction }
      if (method === 'solana_signAndSendTransaction') return { signature: '5sig' }
      return undefined
    })
    const wallet = createSolanaAuthWallet(auth)
    const message = new TextEncoder().encode('hello')
    await expect(wallet.signMessage({ message, address: ADDRESS, network: solana })).resolves.toEqual(
      signature,
    )
    expect(auth.request).toHaveBeenCalledWith(
      { method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: ADDRESS } },
      'solana',
    )
    const transaction = new Uint8Array([1, 2, 3])
    await expect(wallet.signTransaction({ transaction, address: ADDRESS, network: solana })).resolves.toEqual(
      transaction,
    )
    await expect(
      wallet.signAndSendTransaction?.({ transaction, address: ADDRESS, network: solana }),
    ).resolves.toBe('5sig')
    expect(auth.request).toHaveBeenLastCalledWith(
      { method: 'solana_signAndSendTransaction', params: { transaction: toBase64(transaction) } },
      'solana',
    )
    expect(base58.decode(base58.encode(signature))).toEqual(signature)
  })

  it('refuses an answer without the signature it asked for', async () => {
    const wallet = createSolanaAuthWallet(fakeAuth(false, () => ({})))
    await expect(
      wallet.signMessage({ message: new Uint8Array([1]), address: ADDRESS, network: solana }),
    ).rejects.toThrow('The embedded wallet answered without signature')
  })
})
