import {
  createPublicClient,
  createTestClient,
  http,
  parseEther,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it, vi } from 'vitest'
import { createMemoryStorage } from './authorization.js'
import { ANVIL_PRIVATE_KEY, createTestWallet } from './create-test-wallet.js'
import type { TestWalletOptions } from './types.js'

const [mainnet, polygon] = inject('anvilChains').map((c) => ({ id: c.chainId, rpcUrl: c.rpcUrl }))

function walletOn(options: Partial<TestWalletOptions> = {}) {
  return createTestWallet({ chains: [mainnet!, polygon!], ...options })
}

async function connected(options: Partial<TestWalletOptions> = {}) {
  const wallet = walletOn(options)
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  return wallet
}

function rejectionOf(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (error: { code: number; message: string }) => error,
  )
}

describe('createTestWallet', () => {
  it('uses anvil account 0 by default and announces itself as "Test Wallet"', () => {
    const wallet = walletOn()
    expect(wallet.account.address).toBe(privateKeyToAccount(ANVIL_PRIVATE_KEY).address)
    expect(wallet.info).toMatchObject({ name: 'Test Wallet', rdns: 'dev.gangway.testwallet' })
    expect(wallet.info.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(wallet.info.uuid).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('shows no account until the site is authorised, then the account with accountsChanged and connect', async () => {
    const wallet = walletOn()
    const accountsChanged = vi.fn()
    const connect = vi.fn()
    wallet.provider.on('accountsChanged', accountsChanged).on('connect', connect)

    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([wallet.account.address])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([wallet.account.address])
    expect(accountsChanged).toHaveBeenCalledWith([wallet.account.address])
    expect(connect).toHaveBeenCalledWith({ chainId: toHex(mainnet!.id) })
  })

  it('remembers the authorisation in its storage across a page reload', async () => {
    const storage = createMemoryStorage()
    await connected({ storage })
    const afterReload = walletOn({ storage })
    expect(await afterReload.provider.request({ method: 'eth_accounts' })).toEqual([
      afterReload.account.address,
    ])
    expect(await walletOn().provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('wallet_revokePermissions de-authorises the site and reports no accounts', async () => {
    const storage = createMemoryStorage()
    const wallet = await connected({ storage })
    const accountsChanged = vi.fn()
    wallet.provider.on('accountsChanged', accountsChanged)

    await wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(accountsChanged).toHaveBeenCalledWith([])
    expect(await walletOn({ storage }).provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('eth_requestAccounts on an authorised site answers without a prompt', async () => {
    const wallet = await connected()
    wallet.rejectNextRequest()
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([wallet.account.address])
    // The rejection is still armed for the next real prompt.
    const params = ['hi', wallet.account.address]
    expect(await rejectionOf(wallet.provider.request({ method: 'personal_sign', params }))).toMatchObject({
      code: 4001,
    })
  })

  it('wallet_requestPermissions authorises and returns the eth_accounts permission', async () => {
    const wallet = walletOn()
    const permissions = await wallet.provider.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(permissions).toEqual([
      expect.objectContaining({
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [wallet.account.address] }],
      }),
    ])
    expect(await wallet.provider.request({ method: 'wallet_getPermissions' })).toHaveLength(1)
  })

  it('answers eth_chainId with the initial chain in hex', async () => {
    expect(await walletOn().provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(await walletOn({ initialChainId: 137 }).provider.request({ method: 'eth_chainId' })).toBe('0x89')
  })

  it('personal_sign signs text and raw hex that viem verifyMessage accepts', async () => {
    const wallet = await connected()
    const address = wallet.account.address
    const text = await wallet.provider.request({
      method: 'personal_sign',
      params: ['hello gangway', address],
    })
    expect(await verifyMessage({ address, message: 'hello gangway', signature: text as `0x${string}` })).toBe(
      true,
    )

    const raw = toHex('raw bytes')
    const signature = await wallet.provider.request({ method: 'personal_sign', params: [raw, address] })
    expect(await verifyMessage({ address, message: { raw }, signature: signature as `0x${string}` })).toBe(
      true,
    )
  })

  it('eth_signTypedData_v4 signs typed data that viem verifyTypedData accepts', async () => {
    const wallet = await connected()
    const typedData = {
      domain: { name: 'Gangway', version: '1', chainId: 1 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'Hello' },
    } as const
    const signature = await wallet.provider.request({
      method: 'eth_signTypedData_v4',
      params: [wallet.account.address, JSON.stringify(typedData)],
    })
    const { EIP712Domain: _, ...types } = typedData.types
    const valid = await verifyTypedData({
      address: wallet.account.address,
      domain: typedData.domain,
      types,
      primaryType: 'Mail',
      message: typedData.message,
      signature: signature as `0x${string}`,
    })
    expect(valid).toBe(true)
  })

  it('refuses to sign or send before the site is authorised (4100)', async () => {
    const wallet = walletOn()
    const error = await rejectionOf(
      wallet.provider.request({ method: 'personal_sign', params: ['hi', wallet.account.address] }),
    )
    expect(error.code).toBe(4100)
  })

  it('eth_sendTransaction signs locally and the value arrives on the current chain', async () => {
    const privateKey = generatePrivateKey()
    const from = privateKeyToAccount(privateKey).address
    await createTestClient({ mode: 'anvil', transport: http(polygon!.rpcUrl) }).setBalance({
      address: from,
      value: parseEther('10'),
    })
    const wallet = await connected({ privateKey, initialChainId: 137 })
    const to = privateKeyToAccount(generatePrivateKey()).address

    const hash = await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to, value: toHex(parseEther('1.25')) }],
    })
    const client = createPublicClient({ transport: http(polygon!.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({
      hash: hash as `0x${string}`,
      pollingInterval: 50,
    })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(parseEther('1.25'))
  })

  it('SPEC §8: rejectNextRequest makes the next approval fail with 4001, once', async () => {
    const wallet = await connected()
    wallet.rejectNextRequest()
    // Reading the chain needs no approval, so it does not use up the rejection.
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x1')

    const params = ['hi', wallet.account.address]
    const error = await rejectionOf(wallet.provider.request({ method: 'personal_sign', params }))
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    await expect(wallet.provider.request({ method: 'personal_sign', params })).resolves.toMatch(/^0x/)
  })

  it('SPEC §8: a rejected connection request leaves the site unauthorised', async () => {
    const wallet = walletOn()
    wallet.rejectNextRequest()
    const error = await rejectionOf(wallet.provider.request({ method: 'eth_requestAccounts' }))
    expect(error.code).toBe(4001)
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('wallet_switchEthereumChain selects a known chain, emits chainChanged and forwards to its node', async () => {
    const wallet = walletOn()
    const chainChanged = vi.fn()
    wallet.provider.on('chainChanged', chainChanged)

    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
    expect(chainChanged).toHaveBeenCalledWith('0x89')
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x89')
    // net_version is not the wallet's own: the node of the selected chain answers it.
    expect(await wallet.provider.request({ method: 'net_version' })).toBe('137')
  })

  it('SPEC §8: switching to an unknown chain fails with 4902 "Unrecognized chain ID"', async () => {
    const wallet = createTestWallet({ chains: [mainnet!] })
    const error = await rejectionOf(
      wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }),
    )
    expect(error).toMatchObject({ code: 4902, message: 'Unrecognized chain ID' })
  })

  it('wallet_addEthereumChain adds the chain and switches to it', async () => {
    const wallet = createTestWallet({ chains: [mainnet!] })
    const chainChanged = vi.fn()
    wallet.provider.on('chainChanged', chainChanged)

    await wallet.provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x89', chainName: 'Polygon', rpcUrls: [polygon!.rpcUrl] }],
    })
    expect(chainChanged).toHaveBeenCalledWith('0x89')
    expect(await wallet.provider.request({ method: 'net_version' })).toBe('137')
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    expect(await wallet.provider.request({ method: 'net_version' })).toBe('1')
  })

  it('addChain teaches the wallet a chain without a prompt', async () => {
    const wallet = createTestWallet({ chains: [mainnet!] })
    wallet.rejectNextRequest()
    wallet.addChain(polygon!)
    wallet.rejectNextRequest()
    const error = await rejectionOf(
      wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }),
    )
    // The chain is known now: the switch reaches the (rejected) prompt instead of failing with 4902.
    expect(error.code).toBe(4001)
  })

  it("forwards other methods to the node and keeps the node's error code", async () => {
    const wallet = walletOn()
    expect(await wallet.provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
    const error = await rejectionOf(wallet.provider.request({ method: 'gangway_unknownMethod' }))
    expect(error.code).toBe(-32601)
  })

  it('removeListener stops the events', async () => {
    const wallet = walletOn()
    const chainChanged = vi.fn()
    wallet.provider.on('chainChanged', chainChanged).removeListener('chainChanged', chainChanged)
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
    expect(chainChanged).not.toHaveBeenCalled()
  })

  it('switchAccount signs with the new key and tells an authorised site with accountsChanged', async () => {
    const wallet = await connected()
    const accountsChanged = vi.fn()
    wallet.provider.on('accountsChanged', accountsChanged)
    const key = generatePrivateKey()
    const next = privateKeyToAccount(key)
    wallet.switchAccount(key)
    expect(accountsChanged).toHaveBeenCalledWith([next.address])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([next.address])
    const signature = await wallet.provider.request({ method: 'personal_sign', params: ['hi', next.address] })
    expect(
      await verifyMessage({ address: next.address, message: 'hi', signature: signature as `0x${string}` }),
    ).toBe(true)
  })

  it('switchChain moves the wallet without a prompt and emits chainChanged; an unknown chain is 4902', async () => {
    const wallet = await connected()
    const chainChanged = vi.fn()
    wallet.provider.on('chainChanged', chainChanged)
    wallet.rejectNextRequest()
    wallet.switchChain(137)
    expect(chainChanged).toHaveBeenCalledWith('0x89')
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x89')
    expect(() => wallet.switchChain(10)).toThrow(expect.objectContaining({ code: 4902 }))
  })

  it('disconnectSite de-authorises the site with accountsChanged([])', async () => {
    const wallet = await connected()
    const accountsChanged = vi.fn()
    wallet.provider.on('accountsChanged', accountsChanged)
    wallet.disconnectSite()
    expect(accountsChanged).toHaveBeenCalledWith([])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
  })
})
