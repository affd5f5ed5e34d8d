import { bitcoin, bitcoinTestnet, type CaipAddress } from '@gangway/common'
import type { WalletConnectClient, WalletConnectEvent, WalletConnectSession } from '@gangway/core'
import { createMemoryStorage } from '@gangway/testing'
import { createEventRecorder } from '@gangway/testing/conformance'
import { describe, expect, it, vi } from 'vitest'
import { BitcoinAdapter } from './bitcoin-adapter.js'
import { bytesToBase64 } from './encoding.js'
import { BitcoinNoSignatureError } from './errors.js'
import { bitcoinAccountsOf, createWalletConnectBitcoinConnection } from './walletconnect-wallet.js'

const MAINNET = 'bip122:000000000019d6689c085ae165831e93'
const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'

/** A WalletConnect client over a fixed session whose wallet answers with `answer`. */
function stubClient(accounts: CaipAddress[], answer: (method: string, params: unknown) => unknown) {
  const session: WalletConnectSession = {
    accounts,
    peer: { name: 'Peer Wallet', icons: ['https://p.example/i.png'] },
  }
  const listeners = new Set<(event: WalletConnectEvent) => void>()
  const request = vi.fn(async ({ method, params }: { method: string; params?: unknown }, _chain?: string) =>
    answer(method, params),
  )
  const client: WalletConnectClient = {
    connect: async () => session,
    restore: async () => session,
    getSession: () => session,
    disconnect: async () => {},
    prepare: async () => {},
    getProvider: async () => ({ request }),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const emit = (event: WalletConnectEvent) => {
    for (const listener of listeners) listener(event)
  }
  return { client, request, emit }
}

const SIGNATURE = new Uint8Array(65).fill(7)

describe('WalletConnect Bitcoin connection', () => {
  it("reads a session's bip122 accounts only", () => {
    expect(
      bitcoinAccountsOf([
        'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        `${MAINNET}:bc1qpay`,
        'bip122::bc1qbroken',
      ]),
    ).toEqual([{ reference: MAINNET.split(':')[1], address: 'bc1qpay' }])
  })

  it("connects with the session's addresses on the network first, asking the wallet nothing", async () => {
    const { client, request } = stubClient(
      [`${TESTNET}:tb1qtest`, `${MAINNET}:bc1qpay`, `${TESTNET}:bc1qpay`],
      () => null,
    )
    const connection = createWalletConnectBitcoinConnection(client)
    expect(await connection.connect({ silent: false, network: bitcoin })).toEqual([
      { address: 'bc1qpay', publicKey: undefined, purpose: 'payment' },
      { address: 'tb1qtest', publicKey: undefined, purpose: 'payment' },
    ])
    expect(request).not.toHaveBeenCalled()
    expect(connection.describe()).toEqual({ name: 'Peer Wallet', icon: 'https://p.example/i.png' })
  })

  it('signs a message on the network’s chain, and reads a hex signature as base64', async () => {
    let signature = bytesToBase64(SIGNATURE)
    const { client, request } = stubClient([`${MAINNET}:bc1qpay`], () => ({ address: 'bc1qpay', signature }))
    const connection = createWalletConnectBitcoinConnection(client)
    const params = { address: 'bc1qpay', message: 'Hello', network: bitcoin }
    expect(await connection.signMessage(params)).toBe(bytesToBase64(SIGNATURE))
    expect(request).toHaveBeenCalledWith(
      { method: 'signMessage', params: { account: 'bc1qpay', address: 'bc1qpay', message: 'Hello' } },
      MAINNET,
    )
    signature = '07'.repeat(65)
    expect(await connection.signMessage(params)).toBe(bytesToBase64(SIGNATURE))
  })

  it('asks signPsbt for each listed input, without a broadcast', async () => {
    const { client, request } = stubClient([`${MAINNET}:bc1qpay`], () => ({
      psbt: bytesToBase64(Uint8Array.of(9)),
    }))
    const connection = createWalletConnectBitcoinConnection(client)
    const signed = await connection.signPsbt({
      psbt: Uint8Array.of(1, 2),
      inputs: [{ address: 'bc1qpay', signingIndexes: [0, 2] }],
      network: bitcoin,
    })
    expect(signed).toEqual(Uint8Array.of(9))
    expect(request).toHaveBeenCalledWith(
      {
        method: 'signPsbt',
        params: {
          account: 'bc1qpay',
          psbt: bytesToBase64(Uint8Array.of(1, 2)),
          signInputs: [
            { address: 'bc1qpay', index: 0 },
            { address: 'bc1qpay', index: 2 },
          ],
          broadcast: false,
        },
      },
      MAINNET,
    )
  })

  it('refuses answers without a signature or a PSBT', async () => {
    const { client } = stubClient([`${MAINNET}:bc1qpay`], () => ({}))
    const connection = createWalletConnectBitcoinConnection(client)
    await expect(
      connection.signMessage({ address: 'bc1qpay', message: 'm', network: bitcoin }),
    ).rejects.toBeInstanceOf(BitcoinNoSignatureError)
    await expect(
      connection.signPsbt({ psbt: Uint8Array.of(1), inputs: [], network: bitcoinTestnet }),
    ).rejects.toBeInstanceOf(BitcoinNoSignatureError)
  })

  it("hears the session's account changes and its end; another namespace's accounts are not news", () => {
    const { client, emit } = stubClient([`${MAINNET}:bc1qpay`], () => null)
    const accountsChanged = vi.fn()
    const disconnect = vi.fn()
    const stop = createWalletConnectBitcoinConnection(client).watch({ accountsChanged, disconnect })
    emit({ type: 'accountsChanged', accounts: ['eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })
    emit({ type: 'accountsChanged', accounts: [`${MAINNET}:bc1qnext`] })
    emit({ type: 'chainChanged', caipNetworkId: TESTNET })
    emit({ type: 'disconnect' })
    expect(accountsChanged.mock.calls).toEqual([
      [[{ address: 'bc1qnext', publicKey: undefined, purpose: 'payment' }]],
    ])
    expect(disconnect).toHaveBeenCalledTimes(1)
    stop()
    emit({ type: 'disconnect' })
    expect(disconnect).toHaveBeenCalledTimes(1)
  })
})

describe('BitcoinAdapter and WalletConnect', () => {
  it('speaks WalletConnect, and lists it only when the instance has a client', async () => {
    const listedWith = async (walletConnect: WalletConnectClient | undefined) => {
      const adapter = new BitcoinAdapter({ storage: createMemoryStorage() })
      expect(adapter.speaksWalletConnect).toBe(true)
      const recorder = createEventRecorder()
      adapter.construct({ projectId: 'p', networks: [bitcoin], events: recorder.sink, walletConnect })
      await adapter.syncConnectors()
      return (recorder.events.at(-1)?.payload ?? []) as { id: string; type: string }[]
    }
    expect(await listedWith(undefined)).not.toContainEqual(expect.objectContaining({ id: 'walletConnect' }))
    expect(await listedWith(stubClient([], () => null).client)).toContainEqual(
      expect.objectContaining({ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect' }),
    )
  })
})
