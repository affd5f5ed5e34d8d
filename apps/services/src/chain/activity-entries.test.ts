import {
  type Address,
  type Hex,
  pad,
  type Transaction,
  type TransactionReceipt,
  toEventSelector,
  zeroAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { DEFAULT_NATIVE_CURRENCIES } from '../config.js'
import { blockRecords, entryWithOrigin } from './activity-entries.js'
import type { TokenResolver } from './indexed-tokens.js'

// Transfers our contracts cannot make (burns, swaps, unknown tokens), written as a node would report them.
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const POOL = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const ODD = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'
const TRANSFER = toEventSelector('Transfer(address,address,uint256)')
const HASH = `0x${'ab'.repeat(32)}` as Hex

const tokens: TokenResolver = {
  async fungible(contract) {
    return contract === TOKEN
      ? { name: 'Gangway USD', symbol: 'GUSD', decimals: 6, price: 1, hasIcon: true }
      : { hasIcon: false }
  },
  async collection() {
    return { own: false }
  },
  async own() {
    return false
  },
}

function erc20Log(contract: Address, from: Address, to: Address, amount: bigint) {
  return {
    address: contract,
    topics: [TRANSFER, pad(from), pad(to)],
    data: pad(`0x${amount.toString(16)}`),
  }
}

async function recordsOf(logs: ReturnType<typeof erc20Log>[], value = 0n) {
  const transaction = { hash: HASH, from: ALICE.toLowerCase(), to: POOL, value, nonce: 4, input: '0x' }
  const receipt = {
    transactionHash: HASH,
    transactionIndex: 0,
    status: 'success',
    contractAddress: null,
    logs,
  }
  return blockRecords(
    1,
    {
      number: 9n,
      hash: HASH,
      timestamp: 1_700_000_000n,
      transactions: [transaction as unknown as Transaction],
      receipts: [receipt as unknown as TransactionReceipt],
    },
    tokens,
    DEFAULT_NATIVE_CURRENCIES[1]!,
  )
}

const operationOf = async (logs: ReturnType<typeof erc20Log>[], value?: bigint) =>
  (await recordsOf(logs, value)).find((record) => record.address === ALICE.toLowerCase())?.entry

describe('blockRecords', () => {
  it('calls a transfer to the zero address a burn, and one to oneself a send in direction self', async () => {
    const burn = await operationOf([erc20Log(TOKEN, ALICE, zeroAddress, 2_000_000n)])
    expect(burn?.metadata.operationType).toBe('burn')
    expect(burn?.transfers).toMatchObject([{ direction: 'out', quantity: { numeric: '2' }, value: 2 }])
    const self = await operationOf([erc20Log(TOKEN, ALICE, ALICE, 1n)])
    expect(self?.metadata.operationType).toBe('send')
    expect(self?.transfers).toMatchObject([{ direction: 'self', quantity: { numeric: '0.000001' } }])
  })

  it('calls native out and a token in within one transaction a trade', async () => {
    const trade = await operationOf([erc20Log(TOKEN, POOL, ALICE, 3_000_000n)], 10n ** 18n)
    expect(trade?.metadata.operationType).toBe('trade')
    expect(trade?.transfers.map((transfer) => [transfer.fungible_info?.symbol, transfer.direction])).toEqual([
      ['ETH', 'out'],
      ['GUSD', 'in'],
    ])
    expect(trade?.metadata).toMatchObject({ sentFrom: ALICE, minedAt: '2023-11-14T22:13:20.000Z', nonce: 4 })
  })

  it('keeps the raw amount of a token that tells nothing about itself, with no info and no price', async () => {
    const records = await recordsOf([erc20Log(ODD, POOL, ALICE, 123n)])
    const received = records.find((record) => record.address === ALICE.toLowerCase())?.entry
    expect(received?.transfers).toEqual([
      { fungible_info: null, nft_info: null, direction: 'in', quantity: { numeric: '123' } },
    ])
    expect(records.map((record) => record.address).sort()).toEqual(
      [POOL.toLowerCase(), ALICE.toLowerCase()].sort(),
    )
  })

  it('makes image paths absolute on the origin a request came to', async () => {
    const entry = await operationOf([erc20Log(TOKEN, ALICE, POOL, 1n)])
    const served = entryWithOrigin(entry!, 'http://127.0.0.1:9999')
    expect(served.transfers[0]?.fungible_info?.icon).toEqual({
      url: 'http://127.0.0.1:9999/public/getTokenImage/GUSD',
    })
    expect(entry?.transfers[0]?.fungible_info?.icon).toEqual({ url: '/public/getTokenImage/GUSD' })
  })
})
