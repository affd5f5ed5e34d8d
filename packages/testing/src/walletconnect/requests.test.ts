import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { base58, base64, utf8 } from '@scure/base'
import {
  createPublicClient,
  createTestClient,
  type Hex,
  hexToBytes,
  http,
  parseEther,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { bitcoinMessageHash, verifyBitcoinMessage } from './bitcoin.js'
import { serializeAminoSignDoc, verifyCosmosDirect } from './cosmos.js'
import { ANVIL_PRIVATE_KEY_1, deriveLabKeys } from './keys.js'
import { verifyPolkadotMessage } from './polkadot.js'
import { performRequest } from './requests.js'
import { verifySolanaMessage } from './solana.js'
import type { LabEvmChain, LabNamespace } from './types.js'

const keys = deriveLabKeys()
const evmChains: LabEvmChain[] = inject('anvilChains').map((c) => ({ id: c.chainId, rpcUrl: c.rpcUrl }))

function perform(namespace: LabNamespace, method: string, params: unknown, chainId = '1') {
  return performRequest(namespace, method, params, {
    key: keys[namespace][0],
    chainId,
    evmChains,
  }) as Promise<Record<string, unknown>>
}

const typedData = {
  domain: { name: 'Lab', version: '1', chainId: 1 },
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

describe('lab wallet requests', () => {
  const evmAddress = keys.eip155[0].address as Hex

  it('personal_sign and eth_signTypedData_v4 verify with viem', async () => {
    const signature = (await perform('eip155', 'personal_sign', [
      toHex('Hello lab'),
      evmAddress,
    ])) as unknown as Hex
    expect(await verifyMessage({ address: evmAddress, message: 'Hello lab', signature })).toBe(true)

    const typed = (await perform('eip155', 'eth_signTypedData_v4', [
      evmAddress,
      JSON.stringify(typedData),
    ])) as unknown as Hex
    const { EIP712Domain: _, ...types } = typedData.types
    expect(await verifyTypedData({ ...typedData, types, address: evmAddress, signature: typed })).toBe(true)
  })

  it('eth_sendTransaction fills the transaction from the node, signs locally and returns the mined hash', async () => {
    const privateKey = generatePrivateKey()
    const from = privateKeyToAccount(privateKey).address
    const [chain] = evmChains
    await createTestClient({ mode: 'anvil', transport: http(chain!.rpcUrl) }).setBalance({
      address: from,
      value: parseEther('1'),
    })
    const to = privateKeyToAccount(ANVIL_PRIVATE_KEY_1).address
    const key = deriveLabKeys({ eip155PrivateKeys: [privateKey, ANVIL_PRIVATE_KEY_1] }).eip155[0]
    const hash = (await performRequest('eip155', 'eth_sendTransaction', [{ from, to, value: toHex(1000n) }], {
      key,
      chainId: String(chain!.id),
      evmChains,
    })) as Hex
    const receipt = await createPublicClient({ transport: http(chain!.rpcUrl) }).waitForTransactionReceipt({
      hash,
    })
    expect(receipt.status).toBe('success')
  })

  it('eth_sendTransaction on a chain without an RPC is 4902', async () => {
    await expect(perform('eip155', 'eth_sendTransaction', [{ to: evmAddress }], '10')).rejects.toMatchObject({
      code: 4902,
    })
  })

  it('solana_signMessage answers a base58 ed25519 signature of the message bytes', async () => {
    const message = utf8.decode('Hello Solana')
    const address = keys.solana[0].address
    const { signature } = await perform('solana', 'solana_signMessage', {
      message: base58.encode(message),
      pubkey: address,
    })
    expect(ed25519.verify(base58.decode(signature as string), message, base58.decode(address))).toBe(true)
    expect(verifySolanaMessage({ message, signature: signature as string, address })).toBe(true)
  })

  it('polkadot_signMessage signs <Bytes>message</Bytes> and answers the ed25519 type byte and signature', async () => {
    const { address, publicKey } = keys.polkadot[0]
    const { signature } = await perform('polkadot', 'polkadot_signMessage', { address, message: 'Hello DOT' })
    const bytes = hexToBytes(signature as Hex)
    expect(bytes).toHaveLength(65)
    expect(bytes[0]).toBe(0)
    const wrapped = utf8.decode('<Bytes>Hello DOT</Bytes>')
    expect(ed25519.verify(bytes.subarray(1), wrapped, hexToBytes(publicKey))).toBe(true)
    expect(verifyPolkadotMessage({ message: 'Hello DOT', signature: signature as string, address })).toBe(
      true,
    )
  })

  it('bip122 signMessage answers a BIP-137 P2WPKH signature in base64', async () => {
    const { address, publicKey } = keys.bip122[0]
    const result = await perform('bip122', 'signMessage', { address, message: 'Hello BTC' })
    expect(result.address).toBe(address)
    const bytes = base64.decode(result.signature as string)
    expect(bytes).toHaveLength(65)
    expect([39, 40]).toContain(bytes[0])
    const signature = bytes.subarray(1)
    expect(secp256k1.verify(signature, bitcoinMessageHash('Hello BTC'), hexToBytes(publicKey))).toBe(true)
    expect(
      verifyBitcoinMessage({ message: 'Hello BTC', signature: result.signature as string, address }),
    ).toBe(true)
    expect(verifyBitcoinMessage({ message: 'Other', signature: result.signature as string, address })).toBe(
      false,
    )
  })

  it('cosmos_getAccounts, cosmos_signDirect and cosmos_signAmino', async () => {
    const { address, publicKey } = keys.cosmos[0]
    expect(await perform('cosmos', 'cosmos_getAccounts', {})).toEqual([
      { algo: 'secp256k1', address, pubkey: base64.encode(hexToBytes(publicKey)) },
    ])

    const signDoc = {
      chainId: 'cosmoshub-4',
      accountNumber: '300',
      bodyBytes: base64.encode(utf8.decode('body')),
      authInfoBytes: base64.encode(utf8.decode('auth')),
    }
    const direct = await perform('cosmos', 'cosmos_signDirect', { signerAddress: address, signDoc })
    const { signature } = direct.signature as { signature: string; pub_key: { value: string } }
    expect(direct.signed).toEqual(signDoc)
    expect(verifyCosmosDirect({ signDoc, signature, publicKey: base64.encode(hexToBytes(publicKey)) })).toBe(
      true,
    )

    const aminoDoc = { chain_id: 'cosmoshub-4', memo: '<lab>', account_number: '1', sequence: '0', msgs: [] }
    const amino = await perform('cosmos', 'cosmos_signAmino', { signerAddress: address, signDoc: aminoDoc })
    expect(new TextDecoder().decode(serializeAminoSignDoc(aminoDoc))).toBe(
      '{"account_number":"1","chain_id":"cosmoshub-4","memo":"\\u003clab\\u003e","msgs":[],"sequence":"0"}',
    )
    const aminoSignature = base64.decode((amino.signature as { signature: string }).signature)
    const digest = sha256(serializeAminoSignDoc(aminoDoc))
    expect(secp256k1.verify(aminoSignature, digest, hexToBytes(publicKey))).toBe(true)
  })

  it('refuses another address with 4100 and an unknown method with -32601', async () => {
    const other = keys.solana[1].address
    await expect(
      perform('solana', 'solana_signMessage', { message: base58.encode(utf8.decode('x')), pubkey: other }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(perform('eip155', 'eth_signTransaction', [{}])).rejects.toMatchObject({ code: -32601 })
    await expect(perform('cosmos', 'toString', {})).rejects.toMatchObject({ code: -32601 })
    await expect(perform('polkadot', 'polkadot_signMessage', 'text')).rejects.toMatchObject({ code: -32602 })
  })
})
