import { bitcoin } from '@gangway/common'
import { type RunningServices, startServices } from '@gangway/services'
import { createBitcoinTestWallet, createMemoryStorage, registerBitcoinTestWallet } from '@gangway/testing'
import { bitcoinConformanceChain, createEventRecorder, seedBitcoinUtxos } from '@gangway/testing/conformance'
import { networks, Psbt } from 'bitcoinjs-lib'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { BitcoinAdapter } from './bitcoin-adapter.js'
import { buildTransferPsbt } from './psbt.js'

Object.assign(globalThis, { window: globalThis.window ?? new EventTarget() })

let services: RunningServices
const stops: (() => void)[] = []

beforeAll(async () => {
  services = await startServices({ port: 0, mode: 'test', log: () => {} })
})
afterAll(() => services?.stop())
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

async function connected() {
  const wallet = createBitcoinTestWallet({ seed: crypto.randomUUID(), name: `Wallet ${crypto.randomUUID()}` })
  await seedBitcoinUtxos(services.url, bitcoin.caipNetworkId, wallet.keys.payment.address, 200_000)
  stops.push(registerBitcoinTestWallet(wallet))
  const adapter = new BitcoinAdapter({ api: services.url, storage: createMemoryStorage() })
  adapter.construct({ projectId: 'gangway-sandbox', networks: [bitcoin], events: createEventRecorder().sink })
  const result = await adapter.connect({ id: wallet.name, chainId: bitcoin.id })
  return { wallet, adapter, result, provider: adapter.getProvider()! }
}

describe('BitcoinAdapter', () => {
  it('SPEC §4: connects with the payment address and lists the ordinals address too', async () => {
    const { wallet, result, provider } = await connected()
    expect(result.address).toBe(wallet.keys.payment.address)
    expect(provider.getAccountAddresses().map(({ address, purpose }) => ({ address, purpose }))).toEqual([
      { address: wallet.keys.payment.address, purpose: 'payment' },
      { address: wallet.keys.ordinals.address, purpose: 'ordinals' },
    ])
  })

  it("the provider's sendTransfer pays a recipient through the ledger", async () => {
    const { provider } = await connected()
    const chain = bitcoinConformanceChain(services.url, bitcoin.caipNetworkId)
    const recipient = chain.newRecipient()
    const txid = await provider.sendTransfer({ recipient, amount: '30000' })
    await chain.confirm(txid)
    expect(await chain.balanceOf(recipient)).toBe(30_000n)
  })

  it('signPSBT signs the named inputs and, asked to, broadcasts the transaction', async () => {
    const { wallet, provider } = await connected()
    const address = wallet.keys.payment.address
    const utxosResponse = await fetch(
      `${services.url}/v1/bitcoin/utxos/${address}?chainId=${bitcoin.caipNetworkId}&projectId=p&st=appkit&sv=t`,
    )
    const { utxos } = (await utxosResponse.json()) as {
      utxos: { txid: string; vout: number; value: number }[]
    }
    const chain = bitcoinConformanceChain(services.url, bitcoin.caipNetworkId)
    const { psbt, signingIndexes } = buildTransferPsbt({
      from: { address, output: wallet.keys.payment.output },
      utxos,
      to: chain.newRecipient(),
      value: 10_000n,
      network: networks.bitcoin,
    })
    const unsigned = psbt.toBase64()
    const signed = await provider.signPSBT({ psbt: unsigned, signInputs: { [address]: signingIndexes } })
    expect(Psbt.fromBase64(signed.psbt).data.inputs[0]?.partialSig).toHaveLength(1)
    expect(signed.txid).toBeUndefined()
    const sent = await provider.signPSBT({
      psbt: unsigned,
      signInputs: { [address]: signingIndexes },
      broadcast: true,
    })
    await chain.confirm(sent.txid as string)
  })

  it('without a blockchain API, a balance read says what is missing', async () => {
    const adapter = new BitcoinAdapter({ storage: createMemoryStorage() })
    adapter.construct({ projectId: 'p', networks: [bitcoin], events: createEventRecorder().sink })
    await expect(adapter.getBalance({ address: 'bc1qexample', caipNetwork: bitcoin })).rejects.toThrow(
      /need a blockchain API/,
    )
  })
})
