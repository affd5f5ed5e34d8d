import { base58, base64urlnopad } from '@scure/base'
import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { loadDeviceShare } from '../keys/device-share.js'
import { deviceStoreOf } from '../keys/frame-device-store.js'
import { servicesSharesPort } from '../keys/services-shares.js'
import { combineShares, decodeShare, encodeShare } from '../keys/shares.js'
import { CONTEXT, createTestFrame, signIn } from '../test/deps.js'
import { useTestServices } from '../test/services.js'

useTestServices()

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('RPC_REQUEST', () => {
  it('answers accounts and chain id itself', async () => {
    const frame = createTestFrame({ chainId: 137 })
    expect(await frame.handlers.RPC_REQUEST({ method: 'eth_accounts' }, CONTEXT)).toEqual([])
    await expect(frame.handlers.RPC_REQUEST({ method: 'eth_requestAccounts' }, CONTEXT)).rejects.toThrow(
      'Not signed in',
    )
    await signIn(frame)
    const address = frame.deps.state.session!.wallet.addresses.eip155
    expect(await frame.handlers.RPC_REQUEST({ method: 'eth_accounts' }, CONTEXT)).toEqual([address])
    expect(await frame.handlers.RPC_REQUEST({ method: 'eth_requestAccounts' }, CONTEXT)).toEqual([address])
    expect(await frame.handlers.RPC_REQUEST({ method: 'eth_chainId' }, CONTEXT)).toBe('0x89')
    expect(frame.rpcCalls).toEqual([])
  })

  it('forwards reads to the chain of their namespace and returns the result', async () => {
    const frame = createTestFrame({
      chainId: 10,
      rpc: (method) => (method === 'eth_blockNumber' ? '0x10' : null),
    })
    expect(await frame.handlers.RPC_REQUEST({ method: 'eth_blockNumber' }, CONTEXT)).toBe('0x10')
    await frame.handlers.SWITCH_NETWORK({ chainId: SOLANA }, CONTEXT)
    // An EVM read while Solana is active runs on the last EVM chain.
    await frame.handlers.RPC_REQUEST({ method: 'eth_getBalance', params: ['0x0', 'latest'] }, CONTEXT)
    expect(frame.rpcCalls).toEqual([
      { chain: 'eip155:10', method: 'eth_blockNumber', params: [] },
      { chain: 'eip155:10', method: 'eth_getBalance', params: ['0x0', 'latest'] },
    ])
  })

  it('asks the visitor before signing, shows the site, and signs on Approve', async () => {
    const frame = createTestFrame()
    await signIn(frame)
    frame.deps.ui.dappName = 'Demo'
    const address = frame.deps.state.session!.wallet.addresses.eip155
    const signature = await frame.handlers.RPC_REQUEST(
      { method: 'personal_sign', params: [stringToHex('hello'), address] },
      CONTEXT,
    )
    expect(signature).toMatch(/^0x[\da-f]{130}$/)
    expect(frame.approvals.asked).toEqual([
      {
        summary: { kind: 'signature', details: [{ label: 'Message', value: 'hello', code: false }] },
        site: { name: 'Demo', origin: 'https://app.example' },
      },
    ])
  })

  it('throws "User rejected the request." when the visitor rejects, and signs nothing', async () => {
    const frame = createTestFrame()
    await signIn(frame)
    frame.approvals.answer = 'reject'
    const address = frame.deps.state.session!.wallet.addresses.eip155
    await expect(
      frame.handlers.RPC_REQUEST({ method: 'personal_sign', params: ['0x68', address] }, CONTEXT),
    ).rejects.toThrow('User rejected the request.')
  })

  it('refuses bad params before asking, and methods it does not implement', async () => {
    const frame = createTestFrame()
    await expect(
      frame.handlers.RPC_REQUEST({ method: 'personal_sign', params: ['0x68'] }, CONTEXT),
    ).rejects.toThrow('Not signed in')
    await signIn(frame)
    await expect(
      frame.handlers.RPC_REQUEST({ method: 'personal_sign', params: ['0x68'] }, CONTEXT),
    ).rejects.toThrow('Invalid params for personal_sign')
    await expect(
      frame.handlers.RPC_REQUEST({ method: 'wallet_sendCalls', params: [] }, CONTEXT),
    ).rejects.toThrow('Method not supported: wallet_sendCalls')
    await expect(frame.handlers.RPC_REQUEST({ method: 'wallet_getAssets' }, CONTEXT)).rejects.toThrow(
      'Method not supported',
    )
    expect(await frame.handlers.RPC_REQUEST({ method: 'wallet_getCapabilities' }, CONTEXT)).toEqual({})
    expect(frame.approvals.asked).toEqual([])
  })

  it('signs Solana messages with the Solana key whatever chain is active', async () => {
    const frame = createTestFrame({ chainId: SOLANA })
    await signIn(frame)
    const result = await frame.handlers.RPC_REQUEST(
      { method: 'solana_signMessage', params: { message: base58.encode(new TextEncoder().encode('hi')) } },
      CONTEXT,
    )
    expect(base58.decode((result as { signature: string }).signature)).toHaveLength(64)
  })

  it('never puts a key in a result', async () => {
    const frame = createTestFrame()
    await signIn(frame)
    const results = [
      await frame.handlers.GET_USER({}, CONTEXT),
      await frame.handlers.RPC_REQUEST({ method: 'eth_accounts' }, CONTEXT),
      await frame.handlers.RPC_REQUEST(
        { method: 'personal_sign', params: ['0x68', frame.deps.state.session!.wallet.addresses.eip155] },
        CONTEXT,
      ),
    ]
    const text = JSON.stringify(results)
    // The key exists only as two shares (the frame's store, the services); combining them shows what to look for.
    const userId = frame.deps.state.session!.user.id!
    const authShare = (await servicesSharesPort(frame.deps.services).getAuthShare())!
    const device = (await loadDeviceShare(deviceStoreOf(frame.store), userId))!
    const secrets = await combineShares(decodeShare(authShare), device)
    expect(text).not.toContain(secrets.eip155.slice(2))
    expect(text).not.toContain(base64urlnopad.encode(secrets.solanaSeed))
    expect(text).not.toContain(base58.encode(secrets.solanaSeed))
    expect(text).not.toContain(authShare)
    expect(text).not.toContain(encodeShare(device))
  })
})
