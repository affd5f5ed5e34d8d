import type { CaipNetworkId } from '@gangway/common'
import type { SIWXSession } from '@gangway/common'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  serializeErc6492Signature,
  stringToHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { withNonceRetry } from '../../../../apps/services/src/chain/deploy-tokens.js'
import {
  GangwaySmartAccountFactoryAbi,
  GangwaySmartAccountFactoryBytecode,
} from '../../../../apps/services/src/chain/artifacts/GangwaySmartAccountFactory.js'
import { DEFAULT_DEPLOYER_PRIVATE_KEY } from '../../../../apps/services/src/chain/tokens.js'
import { SIWXVerificationError } from '../errors.js'
import { InformalMessenger } from '../informal-messenger.js'
import { verifySIWXSession } from '../verify-session.js'
import { EIP155Verifier } from './eip155-verifier.js'
import { signedSession } from '../test/signed-session.js'

// The first local chain (id 1); its RPC is the one the verifier is given for eip155:1.
const [chain] = inject('anvilChains')
const rpcUrl = chain!.rpcUrl
const viemChain = { ...foundry, id: chain!.chainId }
const publicClient = createPublicClient({ chain: viemChain, transport: http(rpcUrl) })
const deployer = privateKeyToAccount(DEFAULT_DEPLOYER_PRIVATE_KEY)
const walletClient = createWalletClient({ account: deployer, chain: viemChain, transport: http(rpcUrl) })

const owner = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())
const verifier = new EIP155Verifier({ getRpcUrl: (chainId) => (chainId === 'eip155:1' ? rpcUrl : undefined) })

const messenger = new InformalMessenger({
  domain: 'app.example.com',
  uri: 'https://app.example.com/login',
  getNonce: async () => `n${Date.now()}x${Math.random().toString(36).slice(2)}`,
})

let factory: Address
/** A deployed account of `owner`. */
let account: Address

async function send(hash: Promise<Hex>) {
  const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
  return receipt
}

function salt(label: string): Hex {
  return keccak256(stringToHex(`${label}:${owner.address}`))
}

/** A message for `address`, signed (EIP-191, personal_sign) by `signer`. */
async function sessionFor(
  address: string,
  signer = owner,
  chainId: CaipNetworkId = 'eip155:1',
): Promise<SIWXSession> {
  const message = await messenger.createMessage({ accountAddress: address, chainId })
  return signedSession(message, (text) => signer.signMessage({ message: text }))
}

beforeAll(async () => {
  // The deployer also deploys the services' tokens; a parallel file may race it for a nonce.
  const receipt = await send(
    withNonceRetry(() =>
      walletClient.deployContract({
        abi: GangwaySmartAccountFactoryAbi,
        bytecode: GangwaySmartAccountFactoryBytecode,
      }),
    ),
  )
  factory = receipt.contractAddress!
  const deployed = salt('deployed')
  account = await publicClient.readContract({
    address: factory,
    abi: GangwaySmartAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, deployed],
  })
  await send(
    withNonceRetry(() =>
      walletClient.writeContract({
        address: factory,
        abi: GangwaySmartAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address, deployed],
      }),
    ),
  )
  expect(await publicClient.getCode({ address: account })).toMatch(/^0x[0-9a-f]{10,}$/)
})

describe('EIP155Verifier', () => {
  it('takes eip155 sessions only', async () => {
    const session = await sessionFor(owner.address)
    expect(verifier.shouldVerify(session)).toBe(true)
    expect(verifier.shouldVerify({ ...session, data: { ...session.data, chainId: 'solana:abc' } })).toBe(
      false,
    )
  })

  it('EOA: accepts the key’s own EIP-191 signature offline, on any chain', async () => {
    const offline = new EIP155Verifier({ getRpcUrl: () => 'http://127.0.0.1:1' })
    expect(await offline.verify(await sessionFor(owner.address, owner, 'eip155:424242'))).toBe(true)
  })

  it('EOA: refuses another key’s signature', async () => {
    expect(await verifier.verify(await sessionFor(owner.address, stranger))).toBe(false)
  })

  it('refuses an address or a signature that is not hex', async () => {
    const session = await sessionFor(owner.address)
    expect(await verifier.verify({ ...session, signature: 'not-hex' })).toBe(false)
    expect(await verifier.verify({ ...session, data: { ...session.data, accountAddress: 'nobody' } })).toBe(
      false,
    )
  })

  it('ERC-1271: accepts the owner’s signature for the deployed account', async () => {
    expect(await verifier.verify(await sessionFor(account, owner))).toBe(true)
  })

  it('ERC-1271: refuses another key’s signature for the account', async () => {
    expect(await verifier.verify(await sessionFor(account, stranger))).toBe(false)
  })

  it('ERC-6492: accepts the owner’s wrapped signature for an account not deployed yet, and deploys nothing', async () => {
    const pending = salt('counterfactual')
    const address = await publicClient.readContract({
      address: factory,
      abi: GangwaySmartAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address, pending],
    })
    expect(await publicClient.getCode({ address })).toBeUndefined()
    const createAccount = encodeFunctionData({
      abi: GangwaySmartAccountFactoryAbi,
      functionName: 'createAccount',
      args: [owner.address, pending],
    })
    const session = await sessionFor(address, owner)
    const wrap = (signature: Hex) =>
      serializeErc6492Signature({ address: factory, data: createAccount, signature })

    expect(await verifier.verify({ ...session, signature: wrap(session.signature as Hex) })).toBe(true)
    const strangers = await stranger.signMessage({ message: session.message })
    expect(await verifier.verify({ ...session, signature: wrap(strangers) })).toBe(false)
    // The factory call must be the one that deploys this very account.
    const otherAccount = encodeFunctionData({
      abi: GangwaySmartAccountFactoryAbi,
      functionName: 'createAccount',
      args: [stranger.address, pending],
    })
    const misdirected = serializeErc6492Signature({
      address: factory,
      data: otherAccount,
      signature: session.signature as Hex,
    })
    expect(await verifier.verify({ ...session, signature: misdirected })).toBe(false)
    // The check ran inside an eth_call: the account is still only counterfactual.
    expect(await publicClient.getCode({ address })).toBeUndefined()
  })

  it('a contract account’s session passes verifySIWXSession end to end', async () => {
    const session = await sessionFor(account, owner)
    const data = await verifySIWXSession(session, {
      verifiers: [verifier],
      domain: 'app.example.com',
      chainId: 'eip155:1',
      address: account,
    })
    expect(data.accountAddress.toLowerCase()).toBe(account.toLowerCase())
  })

  it('rejects (does not answer false) when the RPC cannot be reached', async () => {
    const unreachable = new EIP155Verifier({ getRpcUrl: () => 'http://127.0.0.1:1' })
    const error = await unreachable.verify(await sessionFor(account, owner)).then(
      () => expect.unreachable('verify resolved'),
      (error: unknown) => error,
    )
    expect(error).toBeInstanceOf(SIWXVerificationError)
    expect((error as SIWXVerificationError).reason).toBe('signature')
    expect((error as SIWXVerificationError).cause).toBeInstanceOf(Error)
  })

  it('rejects a contract signature on a network it has no RPC URL for', async () => {
    // eip155:424242 is no Gangway network, so the default lookup finds nothing either.
    const error = await verifier.verify(await sessionFor(account, owner, 'eip155:424242')).then(
      () => expect.unreachable('verify resolved'),
      (error: unknown) => error,
    )
    expect(error).toBeInstanceOf(SIWXVerificationError)
    expect((error as SIWXVerificationError).shortMessage).toBe(
      'No RPC URL for eip155:424242 to check the signature with.',
    )
  })
})
