import {
  type BitcoinTestWallet,
  createBitcoinTestWallet,
  createSatsConnectTestWallet,
} from '@gangway/testing'
import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { base64, hex } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { BIP122Verifier } from './bip122-verifier.js'
import { rawSession } from '../test/signed-session.js'

const verifier = new BIP122Verifier()
const MAINNET = 'bip122:000000000019d6689c085ae165831e93'
const REGTEST_NETWORK = { ...btc.TEST_NETWORK, bech32: 'bcrt' }
const utf8 = (text: string) => new TextEncoder().encode(text)
const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes))

const messageFor = (address: string, nonce = 'n0nce1234') =>
  [
    'app.example.com wants you to sign in with your Bitcoin account:',
    address,
    '',
    'Sign in to Example.',
    '',
    'URI: https://app.example.com',
    'Version: 1',
    'Chain ID: 000000000019d6689c085ae165831e93',
    `Nonce: ${nonce}`,
    'Issued At: 2025-01-01T00:00:00.000Z',
  ].join('\n')

const session = (accountAddress: string, message: string, signature: string) =>
  rawSession(MAINNET, accountAddress, message, signature)

const verify = (address: string, message: string, signature: string) =>
  verifier.verify(session(address, message, signature))

/** Flips one bit of the decoded signature at `index` (negative counts from the end). */
function tamper(signature: string, index: number) {
  const bytes = base64.decode(signature)
  bytes[index < 0 ? bytes.length + index : index]! ^= 0x01
  return base64.encode(bytes)
}

// ------------------------------------------------------------------------------------- signing helpers

type WalletAccount = BitcoinTestWallet['accounts'][number]
type SignMessageFeature = {
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<{ signedMessage: Uint8Array; signature: string }[]>
}
type ConnectFeature = { connect(): Promise<{ accounts: readonly WalletAccount[] }> }

/** A connected Wallet Standard test wallet: `bitcoin:signMessage` for its payment (P2WPKH) or ordinals (P2TR) account. */
async function standardWallet(options: Parameters<typeof createBitcoinTestWallet>[0] = {}) {
  const wallet = createBitcoinTestWallet({ seed: crypto.randomUUID(), ...options })
  const features = wallet.features as unknown as {
    'bitcoin:connect': ConnectFeature
    'bitcoin:signMessage': SignMessageFeature
  }
  const { accounts } = await features['bitcoin:connect'].connect()
  const accountOf = (purpose: 'payment' | 'ordinals') =>
    accounts.find((account) => account.address === wallet.keys[purpose].address)!
  return {
    keys: wallet.keys,
    async signMessage(purpose: 'payment' | 'ordinals', message: string) {
      const [output] = await features['bitcoin:signMessage'].signMessage({
        account: accountOf(purpose),
        message: utf8(message),
      })
      return output!.signature
    },
  }
}

/** BIP-137 by hand, for the header variants the test wallets never write: `header` is the first of its four. */
function signBip137(secretKey: Uint8Array, message: string, header: 27 | 31 | 35 | 39) {
  const text = utf8(message)
  const prefix = utf8('\x18Bitcoin Signed Message:\n')
  // Bitcoin's CompactSize length: one byte below 0xfd, else 0xfd and two little-endian bytes (enough here).
  const length = text.length < 0xfd ? [text.length] : [0xfd, text.length & 0xff, text.length >> 8]
  const digest = sha256(sha256(new Uint8Array([...prefix, ...length, ...text])))
  const signature = secp256k1.sign(digest, secretKey)
  return base64.encode(new Uint8Array([header + signature.recovery, ...signature.toCompactRawBytes()]))
}

/**
 * BIP-322's virtual transactions, built independently of the verifier (the test below pins them to the BIP's
 * published txids), and a BIP-322 "simple" signature made by btc-signer's own input signer: the finalized witness.
 */
function bip322Transactions(message: string, script: Uint8Array) {
  const tag = sha256(utf8('BIP0322-signed-message'))
  const messageHash = sha256(new Uint8Array([...tag, ...tag, ...utf8(message)]))
  const toSpend = new btc.Transaction({ version: 0, allowUnknownInputs: true })
  toSpend.addOutput({ script, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: btc.Script.encode(['OP_0', messageHash]),
  })
  const toSign = new btc.Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addOutput({ script: btc.Script.encode(['RETURN']), amount: 0n })
  return { toSpend, toSign }
}

const txidOf = (tx: btc.Transaction) => hex.encode(sha256(sha256(tx.unsignedTx)).reverse())

function signBip322(
  secretKey: Uint8Array,
  message: string,
  kind: 'p2wpkh' | 'p2sh-p2wpkh' | 'p2tr',
  sighash?: number,
) {
  const publicKey = secp256k1.getPublicKey(secretKey, true)
  const payment =
    kind === 'p2tr'
      ? btc.p2tr(publicKey.subarray(1))
      : kind === 'p2wpkh'
        ? btc.p2wpkh(publicKey)
        : btc.p2sh(btc.p2wpkh(publicKey))
  const { toSpend, toSign } = bip322Transactions(message, payment.script)
  toSign.addInput({
    txid: hex.decode(toSpend.id),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: payment.script, amount: 0n },
    ...(sighash === undefined ? {} : { sighashType: sighash }),
    ...('tapInternalKey' in payment ? { tapInternalKey: payment.tapInternalKey } : {}),
    ...('redeemScript' in payment ? { redeemScript: payment.redeemScript } : {}),
  })
  toSign.signIdx(secretKey, 0, sighash === undefined ? undefined : [sighash])
  toSign.finalizeIdx(0)
  return {
    address: payment.address!,
    signature: base64.encode(btc.RawWitness.encode(toSign.getInput(0).finalScriptWitness!)),
  }
}

// ------------------------------------------------------------------------------------- published vectors

/** BIP-322's test vectors: the P2WPKH key L3VFeEuj…, with both published signatures of each message. */
const BIP322_KEY = btc.WIF().decode('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k')
const BIP322_P2WPKH = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const BIP322_VECTORS = [
  {
    message: '',
    messageHash: 'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    toSpend: 'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
    toSign: '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
    signatures: [
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
  {
    message: 'Hello World',
    messageHash: 'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    toSpend: 'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    toSign: '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
    signatures: [
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
]
/** The same key's single-key P2TR vector (Bitcoin Core's util_tests), signed with SIGHASH_ALL (65 bytes). */
const BIP322_P2TR = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const BIP322_P2TR_SIGNATURE =
  'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ=='
/** bitcoinjs-message's and bitcore's published "Bitcoin Signed Message" example (BIP-137, compressed P2PKH). */
const BIP137_VECTOR = {
  address: '1F3sAm6ZtwLAUnj7d38pGFxtP3RVEvtsbV',
  message: 'This is an example of a signed message.',
  signature: 'H9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk=',
}

/** The address of the same output program on another network. */
function onNetwork(address: string, network: typeof btc.NETWORK) {
  return btc.Address(network).encode(btc.Address(btc.NETWORK).decode(address))
}

describe('BIP122Verifier', () => {
  it('verifies bip122 sessions only', () => {
    const subject = session(BIP322_P2WPKH, 'x', 'x')
    expect(verifier.chainNamespace).toBe('bip122')
    expect(verifier.shouldVerify(subject)).toBe(true)
    expect(verifier.shouldVerify({ ...subject, data: { ...subject.data, chainId: 'solana:abc' } })).toBe(
      false,
    )
  })

  describe('BIP-137 (legacy "Bitcoin Signed Message")', () => {
    it("accepts the Wallet Standard test wallet's bitcoin:signMessage signature for its P2WPKH address", async () => {
      const wallet = await standardWallet()
      const message = messageFor(wallet.keys.payment.address)
      const signature = await wallet.signMessage('payment', message)
      expect(base64.decode(signature)[0]).toBeGreaterThanOrEqual(39) // the P2WPKH header
      expect(await verify(wallet.keys.payment.address, message, signature)).toBe(true)
    })

    it('refuses a tampered signature, a tampered message and another address', async () => {
      const wallet = await standardWallet()
      const other = await standardWallet()
      const address = wallet.keys.payment.address
      const message = messageFor(address)
      const signature = await wallet.signMessage('payment', message)
      expect(await verify(address, message, tamper(signature, 20))).toBe(false)
      expect(await verify(address, message, tamper(signature, -1))).toBe(false)
      expect(await verify(address, message.replace('n0nce1234', 'n0nce1235'), signature)).toBe(false)
      // Another wallet's real signature of the very same message, presented for this wallet's address.
      const foreign = await other.signMessage('payment', message)
      expect(await verify(address, message, foreign)).toBe(false)
      expect(await verify(other.keys.payment.address, message, foreign)).toBe(true)
    })

    it("accepts the sats-connect test wallet's signMessage (ECDSA) answer", async () => {
      const wallet = createSatsConnectTestWallet({ seed: crypto.randomUUID() })
      await wallet.provider.request('getAccounts', { purposes: ['payment'] })
      const address = wallet.keys.payment.address
      const message = messageFor(address)
      const answer = await wallet.provider.request('signMessage', { address, message, protocol: 'ECDSA' })
      if (!('result' in answer)) throw new Error(answer.error.message)
      const { signature } = answer.result as { signature: string }
      expect(await verify(address, message, signature)).toBe(true)
      expect(await verify(address, `${message} `, signature)).toBe(false)
    })

    it('accepts the published bitcoinjs-message / bitcore example (compressed P2PKH)', async () => {
      const { address, message, signature } = BIP137_VECTOR
      expect(await verify(address, message, signature)).toBe(true)
      expect(await verify(address, `${message}!`, signature)).toBe(false)
      expect(await verify(address, message, tamper(signature, 33))).toBe(false)
    })

    it('matches the address type the header names: P2PKH (both key forms), P2SH-P2WPKH, P2WPKH', async () => {
      const secretKey = secp256k1.utils.randomPrivateKey()
      const compressed = secp256k1.getPublicKey(secretKey, true)
      const p2pkhUncompressed = btc.p2pkh(secp256k1.getPublicKey(secretKey, false)).address!
      const p2pkh = btc.p2pkh(compressed).address!
      const nested = btc.p2sh(btc.p2wpkh(compressed)).address!
      const native = btc.p2wpkh(compressed).address!
      const message = messageFor(native)
      expect(await verify(p2pkhUncompressed, message, signBip137(secretKey, message, 27))).toBe(true)
      expect(await verify(p2pkh, message, signBip137(secretKey, message, 31))).toBe(true)
      expect(await verify(nested, message, signBip137(secretKey, message, 35))).toBe(true)
      expect(await verify(native, message, signBip137(secretKey, message, 39))).toBe(true)
      // A header that names another key form than the address's is refused, though the key is the same.
      expect(await verify(p2pkh, message, signBip137(secretKey, message, 27))).toBe(false)
      expect(await verify(p2pkhUncompressed, message, signBip137(secretKey, message, 31))).toBe(false)
      expect(await verify(native, message, signBip137(secretKey, message, 27))).toBe(false)
      expect(await verify(native, message, signBip137(secretKey, message, 35))).toBe(false)
      expect(await verify(nested, message, signBip137(secretKey, message, 39))).toBe(false)
      expect(await verify(p2pkh, message, signBip137(secretKey, message, 39))).toBe(false)
    })

    it('accepts the Electrum form: a compressed-P2PKH header for the P2WPKH and P2SH-P2WPKH addresses of the key', async () => {
      const secretKey = secp256k1.utils.randomPrivateKey()
      const compressed = secp256k1.getPublicKey(secretKey, true)
      const message = messageFor('electrum')
      const signature = signBip137(secretKey, message, 31)
      expect(await verify(btc.p2wpkh(compressed).address!, message, signature)).toBe(true)
      expect(await verify(btc.p2sh(btc.p2wpkh(compressed)).address!, message, signature)).toBe(true)
      const stranger = secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true)
      expect(await verify(btc.p2wpkh(stranger).address!, message, signature)).toBe(false)
    })

    it("accepts a BIP-137 signature by a P2TR address's internal key (UniSat-style), the test wallet's ordinals account", async () => {
      const wallet = await standardWallet()
      const address = wallet.keys.ordinals.address
      const message = messageFor(address)
      const signature = await wallet.signMessage('ordinals', message)
      expect(await verify(address, message, signature)).toBe(true)
      expect(await verify(address, `${message}!`, signature)).toBe(false)
      // The payment key's signature is not the ordinals address's.
      expect(await verify(address, message, await wallet.signMessage('payment', message))).toBe(false)
    })

    it('reads testnet and regtest addresses', async () => {
      const wallet = await standardWallet({ network: 'testnet' })
      const address = wallet.keys.payment.address
      expect(address).toMatch(/^tb1q/)
      const message = messageFor(address)
      const signature = await wallet.signMessage('payment', message)
      expect(await verify(address, message, signature)).toBe(true)
      const regtest = btc.Address(REGTEST_NETWORK).encode(btc.Address(btc.TEST_NETWORK).decode(address))
      expect(regtest).toMatch(/^bcrt1q/)
      expect(await verify(regtest, message, signature)).toBe(true)
      // A legacy testnet address (m… / n…) of a key.
      const secretKey = secp256k1.utils.randomPrivateKey()
      const legacy = btc.p2pkh(secp256k1.getPublicKey(secretKey, true), btc.TEST_NETWORK).address!
      expect(legacy).toMatch(/^[mn]/)
      expect(await verify(legacy, message, signBip137(secretKey, message, 31))).toBe(true)
    })
  })

  describe('BIP-322 simple', () => {
    it("builds to_spend and to_sign as the BIP's vectors do (so the test's own signer is sound)", () => {
      const script = btc.OutScript.encode(btc.Address(btc.NETWORK).decode(BIP322_P2WPKH))
      expect(btc.p2wpkh(secp256k1.getPublicKey(BIP322_KEY, true)).address).toBe(BIP322_P2WPKH)
      expect(btc.p2tr(secp256k1.getPublicKey(BIP322_KEY, true).subarray(1)).address).toBe(BIP322_P2TR)
      for (const vector of BIP322_VECTORS) {
        const { toSpend, toSign } = bip322Transactions(vector.message, script)
        expect(hex.encode(btc.Script.decode(toSpend.getInput(0).finalScriptSig!)[1] as Uint8Array)).toBe(
          vector.messageHash,
        )
        expect(toSpend.id).toBe(vector.toSpend)
        toSign.addInput({ txid: hex.decode(toSpend.id), index: 0, sequence: 0 })
        expect(txidOf(toSign)).toBe(vector.toSign)
      }
    })

    it.each(
      BIP322_VECTORS.flatMap(({ message, signatures }) =>
        signatures.map((signature) => ({ message, signature })),
      ),
    )('accepts the published P2WPKH vector for "$message"', async ({ message, signature }) => {
      expect(await verify(BIP322_P2WPKH, message, signature)).toBe(true)
    })

    it('refuses a published vector with a tampered signature, the other message, or another address', async () => {
      const [empty, hello] = BIP322_VECTORS
      const signature = hello!.signatures[0]!
      // Byte 10 is inside r, -40 inside s, -1 the last byte of the public key.
      expect(await verify(BIP322_P2WPKH, 'Hello World', tamper(signature, 10))).toBe(false)
      expect(await verify(BIP322_P2WPKH, 'Hello World', tamper(signature, -40))).toBe(false)
      expect(await verify(BIP322_P2WPKH, 'Hello World', tamper(signature, -1))).toBe(false)
      expect(await verify(BIP322_P2WPKH, '', signature)).toBe(false)
      expect(await verify(BIP322_P2WPKH, 'Hello World', empty!.signatures[0]!)).toBe(false)
      const wallet = await standardWallet()
      expect(await verify(wallet.keys.payment.address, 'Hello World', signature)).toBe(false)
    })

    it('accepts the published vector for the same program on testnet and regtest', async () => {
      const signature = BIP322_VECTORS[1]!.signatures[0]!
      const testnet = onNetwork(BIP322_P2WPKH, btc.TEST_NETWORK)
      const regtest = onNetwork(BIP322_P2WPKH, REGTEST_NETWORK)
      expect(testnet).toMatch(/^tb1q/)
      expect(regtest).toMatch(/^bcrt1q/)
      expect(await verify(testnet, 'Hello World', signature)).toBe(true)
      expect(await verify(regtest, 'Hello World', signature)).toBe(true)
    })

    it('accepts the published P2TR key-path vector (SIGHASH_ALL) and refuses it tampered or for another message', async () => {
      expect(await verify(BIP322_P2TR, 'Hello World', BIP322_P2TR_SIGNATURE)).toBe(true)
      expect(await verify(BIP322_P2TR, 'Hello World', tamper(BIP322_P2TR_SIGNATURE, 5))).toBe(false)
      expect(await verify(BIP322_P2TR, 'Hello World -- This should fail', BIP322_P2TR_SIGNATURE)).toBe(false)
      // An explicit SIGHASH_DEFAULT byte is invalid in BIP-341, another sighash is not BIP-322's.
      const bytes = base64.decode(BIP322_P2TR_SIGNATURE)
      for (const hashType of [0x00, 0x02, 0x81]) {
        bytes[bytes.length - 1] = hashType
        expect(await verify(BIP322_P2TR, 'Hello World', base64.encode(bytes))).toBe(false)
      }
    })

    it("accepts btc-signer-signed P2WPKH and P2TR (SIGHASH_DEFAULT) proofs by the test wallet's keys", async () => {
      const wallet = await standardWallet()
      const message = messageFor(wallet.keys.payment.address)
      const p2wpkh = signBip322(wallet.keys.payment.secretKey, message, 'p2wpkh')
      expect(p2wpkh.address).toBe(wallet.keys.payment.address)
      expect(await verify(p2wpkh.address, message, p2wpkh.signature)).toBe(true)
      const p2tr = signBip322(wallet.keys.ordinals.secretKey, message, 'p2tr')
      expect(p2tr.address).toBe(wallet.keys.ordinals.address)
      expect(base64.decode(p2tr.signature)).toHaveLength(66) // 1 item, 64-byte signature: SIGHASH_DEFAULT
      expect(await verify(p2tr.address, message, p2tr.signature)).toBe(true)
      const p2trAll = signBip322(wallet.keys.ordinals.secretKey, message, 'p2tr', btc.SigHash.ALL)
      expect(base64.decode(p2trAll.signature)).toHaveLength(67)
      expect(await verify(p2tr.address, message, p2trAll.signature)).toBe(true)
    })

    it('refuses those proofs tampered, for another message, or presented for the other address', async () => {
      const wallet = await standardWallet()
      const other = await standardWallet()
      const message = messageFor(wallet.keys.payment.address)
      const altered = message.replace('n0nce1234', 'n0nce1235')
      const p2wpkh = signBip322(wallet.keys.payment.secretKey, message, 'p2wpkh')
      const p2tr = signBip322(wallet.keys.ordinals.secretKey, message, 'p2tr')
      expect(await verify(p2wpkh.address, message, tamper(p2wpkh.signature, 12))).toBe(false)
      expect(await verify(p2tr.address, message, tamper(p2tr.signature, 40))).toBe(false)
      expect(await verify(p2wpkh.address, altered, p2wpkh.signature)).toBe(false)
      expect(await verify(p2tr.address, altered, p2tr.signature)).toBe(false)
      expect(await verify(other.keys.payment.address, message, p2wpkh.signature)).toBe(false)
      expect(await verify(other.keys.ordinals.address, message, p2tr.signature)).toBe(false)
      // Each form is its own address type's: the P2WPKH witness does not spend the P2TR output, nor back.
      expect(await verify(p2tr.address, message, p2wpkh.signature)).toBe(false)
      expect(await verify(p2wpkh.address, message, p2tr.signature)).toBe(false)
    })

    it('accepts a P2SH-P2WPKH proof (the witness, its redeem script implied) and only for its own address', async () => {
      const secretKey = secp256k1.utils.randomPrivateKey()
      const message = messageFor('nested')
      const proof = signBip322(secretKey, message, 'p2sh-p2wpkh')
      expect(proof.address).toMatch(/^3/)
      expect(await verify(proof.address, message, proof.signature)).toBe(true)
      expect(await verify(proof.address, `${message}!`, proof.signature)).toBe(false)
      const stranger = btc.p2sh(btc.p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true)))
      expect(await verify(stranger.address!, message, proof.signature)).toBe(false)
      // Not for the key's native P2WPKH address either: to_spend pays to the address's own script, so it differs.
      const native = btc.p2wpkh(secp256k1.getPublicKey(secretKey, true)).address!
      expect(await verify(native, message, proof.signature)).toBe(false)
    })

    it("refuses a P2WPKH witness by a key that is not the address's, though it signs the address's to_sign", async () => {
      const victim = await standardWallet()
      const message = messageFor(victim.keys.payment.address)
      // The attacker builds the victim's own to_sign and signs it with its key, as the witness key would allow
      // if the verifier took the key from the witness without tying it to the address.
      const attackerKey = secp256k1.utils.randomPrivateKey()
      const attackerPublicKey = secp256k1.getPublicKey(attackerKey, true)
      const { toSpend, toSign } = bip322Transactions(message, victim.keys.payment.output)
      toSign.addInput({ txid: hex.decode(toSpend.id), index: 0, sequence: 0 })
      const scriptCode = btc.OutScript.encode({ type: 'pkh', hash: hash160(attackerPublicKey) })
      const sighash = toSign.preimageWitnessV0(0, scriptCode, btc.SigHash.ALL, 0n)
      const der = secp256k1.sign(sighash, attackerKey).toDERRawBytes()
      const forged = btc.RawWitness.encode([new Uint8Array([...der, btc.SigHash.ALL]), attackerPublicKey])
      expect(await verify(victim.keys.payment.address, message, base64.encode(forged))).toBe(false)
    })

    it('refuses a P2WPKH proof signed with another sighash than ALL', async () => {
      const secretKey = secp256k1.utils.randomPrivateKey()
      const message = messageFor('sighash')
      const none = signBip322(secretKey, message, 'p2wpkh', btc.SigHash.NONE)
      expect(btc.RawWitness.decode(base64.decode(none.signature))[0]!.at(-1)).toBe(btc.SigHash.NONE)
      expect(await verify(none.address, message, none.signature)).toBe(false)
    })
  })

  it('answers false, without throwing, for undecodable signatures and addresses', async () => {
    const signature = BIP322_VECTORS[1]!.signatures[0]!
    const cases: [string, string][] = [
      [BIP322_P2WPKH, ''],
      [BIP322_P2WPKH, 'not base64!'],
      // A BIP-137 header with r = s = 0x1b…: it recovers some key, not the address's.
      [BIP322_P2WPKH, base64.encode(new Uint8Array(65).fill(27))],
      // A BIP-137 header with r = 0, which recovers nothing.
      [BIP322_P2WPKH, base64.encode(new Uint8Array([31, ...new Uint8Array(64)]))],
      [BIP322_P2WPKH, base64.encode(new Uint8Array([1, 2, 3]))], // a witness stack cut short
      [BIP322_P2WPKH, base64.encode(new Uint8Array([...base64.decode(signature), 0]))], // bytes after the stack
      ['bc1qinvalid', signature],
      ['', signature],
      [`${BIP322_P2WPKH.slice(0, -1)}m`, signature], // a bech32 checksum error
      // P2WSH: a script hash, which no simple key signature can be checked against.
      [btc.p2wsh(btc.p2pk(secp256k1.getPublicKey(BIP322_KEY, true))).address!, signature],
    ]
    for (const [address, candidate] of cases) {
      await expect(verify(address, 'Hello World', candidate)).resolves.toBe(false)
    }
  })
})
