import { Psbt } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../wallet/authorization.js'
import { verifyBitcoinMessage } from '../walletconnect/bitcoin.js'
import {
  createSatsConnectTestWallet,
  installSatsConnectTestWallet,
  SATS_CONNECT_ERROR_CODES,
  type SatsConnectTestWallet,
} from './create-sats-connect-test-wallet.js'
import { BITCOIN_NETWORKS, bitcoinTestAccounts } from './keys.js'

const wallet = (storage = createMemoryStorage()) =>
  createSatsConnectTestWallet({ seed: crypto.randomUUID(), storage })

async function granted(target = wallet()) {
  await target.provider.request('getAccounts', { purposes: ['payment', 'ordinals'] })
  return target
}

/** An unsigned PSBT spending one (made-up) output of the wallet's payment address. */
function unsignedPsbt(from: SatsConnectTestWallet) {
  const psbt = new Psbt({ network: BITCOIN_NETWORKS.mainnet })
  psbt.addInput({
    hash: '11'.repeat(32),
    index: 0,
    witnessUtxo: { script: from.keys.payment.output, value: 50_000n },
  })
  const recipient = bitcoinTestAccounts(crypto.randomUUID(), BITCOIN_NETWORKS.mainnet).payment.address
  psbt.addOutput({ address: recipient, value: 40_000n })
  return psbt.toBase64()
}

describe('createSatsConnectTestWallet', () => {
  it('getAccounts grants the site its payment (P2WPKH) and ordinals (P2TR) addresses', async () => {
    const subject = wallet()
    const answer = await subject.provider.request('getAccounts', { purposes: ['payment', 'ordinals'] })
    expect(answer).toMatchObject({
      jsonrpc: '2.0',
      result: [
        { address: subject.keys.payment.address, purpose: 'payment', addressType: 'p2wpkh' },
        { address: subject.keys.ordinals.address, purpose: 'ordinals', addressType: 'p2tr' },
      ],
    })
    expect(subject.keys.payment.address).toMatch(/^bc1q/)
    expect(subject.keys.ordinals.address).toMatch(/^bc1p/)
  })

  it('wallet_getAccount never prompts: access denied before the grant, the addresses after', async () => {
    const subject = wallet()
    expect(await subject.provider.request('wallet_getAccount')).toMatchObject({
      error: { code: SATS_CONNECT_ERROR_CODES.accessDenied },
    })
    await granted(subject)
    expect(await subject.provider.request('wallet_getAccount')).toMatchObject({
      result: { addresses: [{ purpose: 'payment' }, { purpose: 'ordinals' }] },
    })
  })

  it('a rejected prompt answers -32000 (USER_REJECTION) and grants nothing', async () => {
    const subject = wallet()
    subject.rejectNextRequest()
    expect(await subject.provider.request('getAccounts', { purposes: ['payment'] })).toMatchObject({
      error: { code: SATS_CONNECT_ERROR_CODES.userRejection },
    })
    expect(await subject.provider.request('wallet_getAccount')).toHaveProperty('error')
  })

  it('signMessage answers a BIP-137 signature of the payment address', async () => {
    const subject = await granted()
    const address = subject.keys.payment.address
    const answer = await subject.provider.request('signMessage', {
      address,
      message: 'Hello',
      protocol: 'ECDSA',
    })
    const { signature } = (answer as { result: { signature: string } }).result
    expect(verifyBitcoinMessage({ address, message: 'Hello', signature })).toBe(true)
    expect(
      await subject.provider.request('signMessage', { address, message: 'Hello', protocol: 'BIP322' }),
    ).toMatchObject({ error: { code: -32602 } })
  })

  it('signPsbt signs the listed inputs of its own addresses, never broadcasts, refuses others', async () => {
    const subject = await granted()
    const psbt = unsignedPsbt(subject)
    const address = subject.keys.payment.address
    const answer = await subject.provider.request('signPsbt', { psbt, signInputs: { [address]: [0] } })
    const signed = Psbt.fromBase64((answer as { result: { psbt: string } }).result.psbt)
    expect(signed.data.inputs[0]?.partialSig).toHaveLength(1)
    expect(signed.validateSignaturesOfAllInputs(() => true)).toBe(true)

    const stranger = bitcoinTestAccounts(crypto.randomUUID(), BITCOIN_NETWORKS.mainnet).payment.address
    expect(
      await subject.provider.request('signPsbt', { psbt, signInputs: { [stranger]: [0] } }),
    ).toMatchObject({
      error: { code: SATS_CONNECT_ERROR_CODES.accessDenied },
    })
    expect(
      await subject.provider.request('signPsbt', { psbt, signInputs: { [address]: [0] }, broadcast: true }),
    ).toMatchObject({ error: { code: -32602 } })
    expect(await subject.provider.request('sendTransfer', { recipients: [] })).toMatchObject({
      error: { code: -32601 },
    })
  })

  it('the user switching accounts or revoking the site reaches its listeners', async () => {
    const subject = await granted()
    const events: unknown[] = []
    const stops = [
      subject.provider.addListener('accountChange', (event) => events.push(event)),
      subject.provider.addListener('disconnect', (event) => events.push(event)),
    ]
    const next = subject.switchAccount()
    subject.disconnectSite()
    expect(events).toEqual([
      {
        type: 'accountChange',
        addresses: [
          expect.objectContaining({ address: next, purpose: 'payment' }),
          expect.objectContaining({ purpose: 'ordinals' }),
        ],
      },
      { type: 'disconnect' },
    ])
    for (const stop of stops) stop()
    await granted(subject)
    subject.switchAccount()
    expect(events).toHaveLength(2)
  })

  it('installs on a window-like object as btc_providers names it, and uninstalls without a trace', () => {
    const target: Record<string, unknown> = { btc_providers: [{ id: 'Other.Provider', name: 'Other' }] }
    const subject = wallet()
    const uninstall = installSatsConnectTestWallet(subject, target)
    expect(target.btc_providers).toEqual([
      { id: 'Other.Provider', name: 'Other' },
      expect.objectContaining({ id: subject.id, name: subject.name, icon: subject.icon }),
    ])
    const [root, leaf] = subject.id.split('.') as [string, string]
    expect((target[root] as Record<string, unknown>)[leaf]).toBe(subject.provider)
    uninstall()
    expect(target.btc_providers).toEqual([{ id: 'Other.Provider', name: 'Other' }])
    expect(target).not.toHaveProperty(root)
  })

  it('keeps the site authorised across a reload over the same storage', async () => {
    const storage = createMemoryStorage()
    await granted(createSatsConnectTestWallet({ storage }))
    const reloaded = createSatsConnectTestWallet({ storage })
    expect(await reloaded.provider.request('wallet_getAccount')).toHaveProperty('result')
  })
})
