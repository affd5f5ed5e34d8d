import { type Hex, stringToHex, verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { MAIL } from '../approval/fixtures/evm.js'
import { parseChainId } from '../chains.js'
import { createKeyRing } from '../keys/keyring.js'
import { generateSecrets } from '../keys/secrets.js'
import { personalMessageText, preparePersonalSign, prepareTypedData } from './evm.js'

const ring = () => createKeyRing(generateSecrets())
const MAINNET = { chain: parseChainId(1) }

describe('personal_sign', () => {
  it('signs a hex message as its bytes; viem verifies it as the same text', async () => {
    const keys = ring()
    const message = stringToHex('Sign in to Gangway\nNonce: 42')
    const action = preparePersonalSign(keys, [message, keys.addresses.eip155.toLowerCase()])
    expect(action.summary).toEqual({
      kind: 'signature',
      details: [{ label: 'Message', value: 'Sign in to Gangway\nNonce: 42', code: false }],
    })
    const signature = (await action.run()) as Hex
    expect(
      await verifyMessage({ address: keys.addresses.eip155, message: { raw: message }, signature }),
    ).toBe(true)
    expect(
      await verifyMessage({
        address: keys.addresses.eip155,
        message: 'Sign in to Gangway\nNonce: 42',
        signature,
      }),
    ).toBe(true)
  })

  it('says what a name registration message is for (the name registry is a signed message, not a contract)', () => {
    const keys = ring()
    const message = JSON.stringify({ name: 'alice.reown.id', attributes: {}, timestamp: 1_790_000_000 })
    const action = preparePersonalSign(keys, [stringToHex(message), keys.addresses.eip155])
    expect(action.summary.details).toEqual([
      { label: 'Function', value: 'Register a name with the Gangway services' },
      { label: 'Name to register', value: 'alice.reown.id' },
      { label: 'Message', value: message, code: false },
    ])
    // Other JSON is only text.
    const other = preparePersonalSign(keys, [
      JSON.stringify({ name: 'alice', timestamp: 1 }),
      keys.addresses.eip155,
    ])
    expect(other.summary.details.map((detail) => detail.label)).toEqual(['Message'])
  })

  it('signs plain text as UTF-8', async () => {
    const keys = ring()
    const signature = (await preparePersonalSign(keys, ['héllo ✓', keys.addresses.eip155]).run()) as Hex
    expect(await verifyMessage({ address: keys.addresses.eip155, message: 'héllo ✓', signature })).toBe(true)
  })

  it('shows bytes that are not printable text as hex', () => {
    expect(personalMessageText('0x00ff10')).toEqual({ text: '0x00ff10', code: true })
    // A right-to-left override could make the text read differently from what is signed.
    expect(personalMessageText(stringToHex('pay \u202Eevil')).code).toBe(true)
    expect(personalMessageText('plain words')).toEqual({ text: 'plain words', code: false })
  })

  it('refuses another address and malformed params before anyone is asked', () => {
    const keys = ring()
    expect(() => preparePersonalSign(keys, ['0x68', '0x0000000000000000000000000000000000000001'])).toThrow(
      'The address is not the signed-in account',
    )
    expect(() => preparePersonalSign(keys, ['0x68'])).toThrow('Invalid params for personal_sign')
    expect(() => preparePersonalSign(keys, { message: '0x68' })).toThrow('Invalid params')
  })
})

describe('eth_signTypedData_v4', () => {
  it('signs typed data given as JSON; viem verifies it', async () => {
    const keys = ring()
    const action = prepareTypedData(keys, [keys.addresses.eip155, JSON.stringify(MAIL)], MAINNET)
    expect(action.summary.warnings).toBeUndefined()
    expect(action.summary.details.map((detail) => detail.label)).toEqual(['Domain', 'Type', 'Message'])
    const signature = (await action.run()) as Hex
    const { EIP712Domain: _, ...types } = MAIL.types
    expect(
      await verifyTypedData({
        address: keys.addresses.eip155,
        ...MAIL,
        primaryType: 'Mail',
        types,
        signature,
      }),
    ).toBe(true)
  })

  it('warns about a domain bound to another chain than the active one', () => {
    const keys = ring()
    const action = prepareTypedData(keys, [keys.addresses.eip155, MAIL], { chain: parseChainId(137) })
    expect(action.summary.warnings).toEqual([
      'This request is for chain Ethereum (1), not the active network Polygon (137).',
    ])
  })

  it('refuses bad JSON, a malformed domain and another address', () => {
    const keys = ring()
    expect(() => prepareTypedData(keys, [keys.addresses.eip155, '{nope'], MAINNET)).toThrow(
      'Invalid typed data',
    )
    expect(() => prepareTypedData(keys, [keys.addresses.eip155, { types: {} }], MAINNET)).toThrow(
      'Invalid typed data',
    )
    expect(() =>
      prepareTypedData(keys, [keys.addresses.eip155, { ...MAIL, domain: { chainId: 'one' } }], MAINNET),
    ).toThrow('Invalid typed data')
    expect(() =>
      prepareTypedData(keys, ['0x0000000000000000000000000000000000000001', MAIL], MAINNET),
    ).toThrow('not the signed-in account')
  })

  it('signs nothing after the keys are wiped', async () => {
    const keys = ring()
    const action = prepareTypedData(keys, [keys.addresses.eip155, MAIL], MAINNET)
    keys.wipe()
    await expect(action.run()).rejects.toThrow('Not signed in')
    expect(() => keys.signSolana(new Uint8Array(1))).toThrow('Not signed in')
  })
})
