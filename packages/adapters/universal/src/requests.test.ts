import { describe, expect, it } from 'vitest'
import { adr036SignDoc, signatureOf, signMessageRequest } from './requests.js'

describe('signMessageRequest', () => {
  it('asks an EVM wallet for personal_sign with the hex message and the address', () => {
    expect(signMessageRequest('eip155', 'hi', '0xabc')).toEqual({
      method: 'personal_sign',
      params: ['0x6869', '0xabc'],
    })
  })

  it('sends Solana messages base58-encoded', () => {
    expect(signMessageRequest('solana', 'hello', 'So1')).toEqual({
      method: 'solana_signMessage',
      params: { message: 'Cn8eVZg', pubkey: 'So1' },
    })
    // Leading zero bytes are kept, one '1' each.
    expect(signMessageRequest('solana', '\u0000\u0000\u0001', 'So1').params).toEqual({
      message: '112',
      pubkey: 'So1',
    })
  })

  it('uses polkadot_signMessage and signMessage for Polkadot and Bitcoin', () => {
    expect(signMessageRequest('polkadot', 'm', '5G').method).toBe('polkadot_signMessage')
    expect(signMessageRequest('bip122', 'm', 'bc1').method).toBe('signMessage')
  })

  it('asks a Cosmos wallet for cosmos_signAmino over the ADR-036 sign document of the text', () => {
    expect(signMessageRequest('cosmos', 'Hello, Gangway ✓', 'cosmos1abc')).toEqual({
      method: 'cosmos_signAmino',
      params: {
        signerAddress: 'cosmos1abc',
        signDoc: {
          chain_id: '',
          account_number: '0',
          sequence: '0',
          fee: { gas: '0', amount: [] },
          msgs: [
            {
              type: 'sign/MsgSignData',
              // base64 of the UTF-8 bytes, as Keplr's signArbitrary puts them.
              value: { signer: 'cosmos1abc', data: 'SGVsbG8sIEdhbmd3YXkg4pyT' },
            },
          ],
          memo: '',
        },
      },
    })
    expect(adr036SignDoc('', 'cosmos1abc').msgs[0]?.value.data).toBe('')
    expect(adr036SignDoc('\u0000\u0010', 'cosmos1abc').msgs[0]?.value.data).toBe('ABA=')
  })

  it('reads a signature from a string or a { signature } answer', () => {
    expect(signatureOf('0x12')).toBe('0x12')
    expect(signatureOf({ signature: 'abc' })).toBe('abc')
    // Cosmos: { signature: StdSignature, signed }.
    const pub_key = { type: 'tendermint/PubKeySecp256k1', value: 'A1b2' }
    expect(signatureOf({ signature: { pub_key, signature: 'c2lnbmF0dXJl' }, signed: {} })).toBe(
      'c2lnbmF0dXJl',
    )
    expect(() => signatureOf({ signature: { pub_key } })).toThrow()
    expect(() => signatureOf({})).toThrow()
  })
})
