import { base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { cosmosHandlers, verifyCosmosMessage } from './cosmos.js'
import { deriveLabKeys } from './keys.js'

const keys = deriveLabKeys()
const [key, other] = keys.cosmos

/** What a dapp sends to sign text (ADR-036), written out here rather than built by the verifier's own code. */
function signText(message: string, signer = key) {
  const signDoc = {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [
      {
        type: 'sign/MsgSignData',
        value: { signer: signer.address, data: Buffer.from(message, 'utf8').toString('base64') },
      },
    ],
    memo: '',
  }
  const answer = cosmosHandlers.cosmos_signAmino!(
    { signerAddress: signer.address, signDoc },
    { key: signer, chainId: 'cosmoshub-4', evmChains: [] },
  ) as { signature: { signature: string } }
  return answer.signature.signature
}

describe('verifyCosmosMessage (ADR-036)', () => {
  it("accepts the lab wallet's cosmos_signAmino signature over the text's sign document", () => {
    const message = 'Gangway conformance: sign me <&> ✓'
    const signature = signText(message)
    expect(base64.decode(signature)).toHaveLength(64)
    expect(verifyCosmosMessage({ message, signature, address: key.address })).toBe(true)
    // The other account's signature verifies for its own address only.
    const others = signText(message, other)
    expect(verifyCosmosMessage({ message, signature: others, address: other.address })).toBe(true)
    expect(verifyCosmosMessage({ message, signature: others, address: key.address })).toBe(false)
  })

  it('refuses another message', () => {
    const signature = signText('pay 1 ATOM')
    expect(verifyCosmosMessage({ message: 'pay 2 ATOM', signature, address: key.address })).toBe(false)
  })

  it('refuses another address, and a signature that is not 64 bytes of base64', () => {
    const message = 'hello'
    const signature = signText(message)
    expect(verifyCosmosMessage({ message, signature, address: other.address })).toBe(false)
    expect(verifyCosmosMessage({ message, signature: signature.slice(4), address: key.address })).toBe(false)
    expect(verifyCosmosMessage({ message, signature: '*not base64*', address: key.address })).toBe(false)
  })
})
