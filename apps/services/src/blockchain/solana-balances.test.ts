import {
  createAssociatedTokenAccountIdempotentInstruction,
  solanaDevnet,
  solanaLocalnet,
  transferCheckedInstruction,
} from '@gangway/common'
import { solanaKey, solanaTestSecretKey } from '@gangway/testing'
import { Connection, Keypair, PublicKey, sendAndConfirmTransaction, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { SolanaChain } from '../chain/solana/solana-chain.js'
import { associatedTokenAccount, toWeb3Instruction } from '../chain/solana/spl-mint.js'
import { SPL_TOKEN_HOLDERS, SPL_TOKENS } from '../chain/solana/spl-tokens.js'
import type { RunningServices } from '../server.js'
import { getJson, startTestServices, withQuery } from '../test/services.js'

const rpcUrl = inject('servicesSolanaRpcUrl')
const GUSD = SolanaChain.mintAddress(SPL_TOKENS[0]!)
const localnet = solanaLocalnet.caipNetworkId

interface Line {
  symbol: string
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
}

let services: RunningServices

function balances(
  base: string,
  address: string,
  chainId: string = localnet,
  extra: Record<string, string> = {},
) {
  return getJson<{ balances: Line[]; message?: string }>(
    withQuery(base, `/v1/account/${address}/balance`, { currency: 'usd', chainId, ...extra }),
  )
}

async function airdrop(address: string, lamports: number) {
  const connection = new Connection(rpcUrl, 'confirmed')
  const signature = await connection.requestAirdrop(new PublicKey(address), lamports)
  await connection.confirmTransaction(signature, 'confirmed')
}

beforeAll(async () => {
  services = await startTestServices({ solana: { rpcUrl } })
})
afterAll(() => services.stop())

describe('GET /v1/account/{address}/balance on the local Solana chain', () => {
  it('the test wallet holds the SPL GUSD minted at start, priced as its ERC-20 twin, with the mint as a CAIP-10 address', async () => {
    const { status, body } = await balances(services.url, SPL_TOKEN_HOLDERS[1]!)
    expect(status).toBe(200)
    expect(body.balances).toEqual([
      expect.objectContaining({
        symbol: 'GUSD',
        address: `${localnet}:${GUSD}`,
        price: 1,
        value: 10_000,
        quantity: { decimals: '6', numeric: '10000' },
      }),
    ])
  })

  it('SOL shows beside the tokens once the address holds some, read from the node', async () => {
    const holder = SPL_TOKEN_HOLDERS[0]!
    await airdrop(holder, 2_500_000_000)
    const { body } = await balances(services.url, holder)
    expect(body.balances.map((line) => [line.symbol, line.quantity.numeric, line.value])).toEqual([
      ['SOL', '2.5', 375],
      ['GUSD', '10000', 10_000],
    ])
  })

  it('a second server on the same chain finds the mints: nothing is minted twice', async () => {
    const second = await startTestServices({ solana: { rpcUrl } })
    try {
      const { body } = await balances(second.url, SPL_TOKEN_HOLDERS[1]!)
      expect(body.balances.find((line) => line.symbol === 'GUSD')?.quantity.numeric).toBe('10000')
    } finally {
      await second.stop()
    }
  })

  it('an SPL transfer on the chain shows in both balances', async () => {
    const owner = Keypair.fromSeed(solanaTestSecretKey(0))
    const receiver = Keypair.generate().publicKey.toBase58()
    const from = owner.publicKey.toBase58()
    expect(from).toBe(solanaKey(solanaTestSecretKey(0)).address)
    const transaction = new Transaction().add(
      toWeb3Instruction(
        createAssociatedTokenAccountIdempotentInstruction({
          payer: from,
          account: associatedTokenAccount(receiver, GUSD),
          owner: receiver,
          mint: GUSD,
        }),
      ),
      toWeb3Instruction(
        transferCheckedInstruction({
          source: associatedTokenAccount(from, GUSD),
          mint: GUSD,
          destination: associatedTokenAccount(receiver, GUSD),
          owner: from,
          amount: 1_500_000n,
          decimals: 6,
        }),
      ),
    )
    await sendAndConfirmTransaction(new Connection(rpcUrl, 'confirmed'), transaction, [owner])

    const received = await balances(services.url, receiver)
    expect(received.body.balances.map((line) => [line.symbol, line.quantity.numeric])).toEqual([
      ['GUSD', '1.5'],
    ])
    // After a send the client asks past its cache with the token's CAIP-10 id, which is long on Solana.
    const sent = await balances(services.url, from, localnet, { forceUpdate: `${localnet}:${GUSD}` })
    expect(sent.status).toBe(200)
    expect(sent.body.balances.find((line) => line.symbol === 'GUSD')?.quantity.numeric).toBe('9998.5')
  })

  it('another cluster has no balances here, and an address that is not Solana is a 400', async () => {
    expect(
      (await balances(services.url, SPL_TOKEN_HOLDERS[0]!, solanaDevnet.caipNetworkId)).body.balances,
    ).toEqual([])
    const invalid = await balances(services.url, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(invalid.status).toBe(400)
    expect(invalid.body.message).toBe('Invalid address: not a Solana address')
  })

  it('without a Solana chain configured, Solana addresses have no balances; an unreachable node is a 502', async () => {
    const without = await startTestServices()
    const down = await startTestServices({ solana: { rpcUrl: 'http://127.0.0.1:9' } })
    try {
      expect((await balances(without.url, SPL_TOKEN_HOLDERS[0]!)).body.balances).toEqual([])
      const unavailable = await balances(down.url, SPL_TOKEN_HOLDERS[0]!)
      expect(unavailable.status).toBe(502)
      expect(unavailable.body.message).toBe(`Chain ${localnet} is unavailable`)
    } finally {
      await Promise.all([without.stop(), down.stop()])
    }
  })
})
