import { networks, Psbt, payments } from 'bitcoinjs-lib'
import { hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { deriveLabKeys } from './keys.js'
import { performRequest } from './requests.js'

const key = deriveLabKeys({ seed: 'bitcoin-test' }).bip122[0]
const other = deriveLabKeys({ seed: 'someone-else' }).bip122[0]

const perform = (method: string, params: unknown) =>
  performRequest('bip122', method, params, {
    key,
    chainId: '000000000019d6689c085ae165831e93',
    evmChains: [],
  }) as Promise<Record<string, unknown>>

/** An unsigned PSBT spending a (made-up) output of the lab key's P2WPKH address, and one of another key's. */
function unsignedPsbt() {
  const outputOf = (address: string) => payments.p2wpkh({ address, network: networks.bitcoin }).output!
  const psbt = new Psbt({ network: networks.bitcoin })
  psbt.addInput({
    hash: '22'.repeat(32),
    index: 0,
    witnessUtxo: { script: outputOf(key.address), value: 60_000n },
  })
  psbt.addInput({
    hash: '33'.repeat(32),
    index: 1,
    witnessUtxo: { script: outputOf(other.address), value: 5_000n },
  })
  psbt.addOutput({ address: other.address, value: 50_000n })
  return psbt.toBase64()
}

describe('lab wallet bip122 requests', () => {
  it('signPsbt signs the listed inputs of its own address, without finalizing', async () => {
    const { psbt } = await perform('signPsbt', {
      account: key.address,
      psbt: unsignedPsbt(),
      signInputs: [{ address: key.address, index: 0 }],
      broadcast: false,
    })
    const signed = Psbt.fromBase64(psbt as string)
    const [input, untouched] = signed.data.inputs
    expect(input?.partialSig?.map(({ pubkey }) => pubkey)).toEqual([hexToBytes(key.publicKey)])
    expect(input?.finalScriptWitness).toBeUndefined()
    expect(untouched?.partialSig).toBeUndefined()
    expect(signed.validateSignaturesOfInput(0, () => true)).toBe(true)
  })

  it("signPsbt refuses another address's inputs, a broadcast and a malformed PSBT with invalid params", async () => {
    const psbt = unsignedPsbt()
    await expect(
      perform('signPsbt', { account: key.address, psbt, signInputs: [{ address: other.address, index: 1 }] }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      perform('signPsbt', {
        account: key.address,
        psbt,
        signInputs: [{ address: key.address, index: 0 }],
        broadcast: true,
      }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      perform('signPsbt', { account: key.address, psbt: 'not a psbt', signInputs: [] }),
    ).rejects.toMatchObject({ code: -32602 })
    // Its own address, but an input that spends another key's output.
    await expect(
      perform('signPsbt', { account: key.address, psbt, signInputs: [{ address: key.address, index: 1 }] }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('getAccountAddresses takes the account and answers its payment address', async () => {
    const [address] = (await perform('getAccountAddresses', {
      account: key.address,
      intentions: ['payment', 'ordinal'],
    })) as unknown as Record<string, unknown>[]
    expect(address).toEqual({
      address: key.address,
      publicKey: key.publicKey.slice(2),
      path: key.path,
      intention: 'payment',
    })
    expect(await perform('getAccountAddresses', undefined)).toHaveLength(1)
    expect(await perform('getAccountAddresses', { account: key.address, intentions: ['ordinal'] })).toEqual(
      [],
    )
    await expect(perform('getAccountAddresses', { account: other.address })).rejects.toMatchObject({
      code: 4100,
    })
  })
})
