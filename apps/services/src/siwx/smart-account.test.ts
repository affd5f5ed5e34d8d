import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  parseEther,
  serializeErc6492Signature,
  stringToHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  GangwaySmartAccountFactoryAbi,
  GangwaySmartAccountFactoryBytecode,
} from '../chain/artifacts/GangwaySmartAccountFactory.js'
import type { RunningServices } from '../server.js'
import { startTestServices } from '../test/services.js'
import { evmSession, type SessionsClient, sessionsClient } from './testing.js'

// Chain 1 of this project's anvils: the services check contract accounts' signatures on its node.
const rpcUrl = inject('servicesChains').find((chain) => chain.chainId === 1)!.rpcUrl
const chain = { ...foundry, id: 1 }
const publicClient = createPublicClient({ chain, transport: http(rpcUrl) })
// A deployer of its own (funded here), so no other file's transactions race it for a nonce.
const deployer = privateKeyToAccount(generatePrivateKey())
const walletClient = createWalletClient({ account: deployer, chain, transport: http(rpcUrl) })
const owner = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())

let services: RunningServices
let api: SessionsClient
let factory: Address

async function mined(hash: Promise<Hex>) {
  const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
  return receipt
}

const salt = (label: string) => keccak256(stringToHex(`${label}:${owner.address}`))
const accountAddress = (label: string) =>
  publicClient.readContract({
    address: factory,
    abi: GangwaySmartAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, salt(label)],
  })

async function nonce(): Promise<string> {
  const { status, body } = await api.nonce()
  expect(status).toBe(200)
  return body.nonce
}

beforeAll(async () => {
  await createTestClient({ mode: 'anvil', chain, transport: http(rpcUrl) }).setBalance({
    address: deployer.address,
    value: parseEther('10'),
  })
  const deployed = await mined(
    walletClient.deployContract({
      abi: GangwaySmartAccountFactoryAbi,
      bytecode: GangwaySmartAccountFactoryBytecode,
    }),
  )
  factory = deployed.contractAddress!
  await mined(
    walletClient.writeContract({
      address: factory,
      abi: GangwaySmartAccountFactoryAbi,
      functionName: 'createAccount',
      args: [owner.address, salt('deployed')],
    }),
  )
  services = await startTestServices()
  api = sessionsClient(services.url)
})
afterAll(() => services?.stop())

describe('/v1/sessions: smart accounts, checked on the local anvil', () => {
  it('ERC-1271: a deployed account’s session signed by its owner, not by a stranger', async () => {
    const account = await accountAddress('deployed')
    expect(await publicClient.getCode({ address: account })).toMatch(/^0x[0-9a-f]{10,}$/)

    const strangers = await evmSession(await nonce(), stranger, { address: account })
    expect(await api.create(strangers)).toEqual({
      status: 400,
      body: { message: `The signature is not ${account}'s.`, reason: 'signature' },
    })
    const session = await evmSession(await nonce(), owner, { address: account })
    const created = await api.create(session)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const found = await api.get(created.body.id)
    expect(found.status).toBe(200)
    expect(found.body.session.data.accountAddress).toBe(account)
  })

  it('ERC-6492: an account not deployed yet, whose signature carries its factory call', async () => {
    const account = await accountAddress('counterfactual')
    expect(await publicClient.getCode({ address: account })).toBeUndefined()
    const session = await evmSession(await nonce(), owner, { address: account })
    const signature = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({
        abi: GangwaySmartAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address, salt('counterfactual')],
      }),
      signature: session.signature as Hex,
    })
    const created = await api.create({ ...session, signature })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect((await api.get(created.body.id)).body.session.signature).toBe(signature)
    // Checked inside an eth_call: still counterfactual.
    expect(await publicClient.getCode({ address: account })).toBeUndefined()
  })
})
