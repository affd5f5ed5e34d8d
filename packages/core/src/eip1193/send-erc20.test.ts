import { type CaipNetwork, mainnet, solana } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import type { WriteContractParams } from '../adapter.js'
import { ERC20_TRANSFER_ABI, sendErc20 } from './send-erc20.js'

const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Keeps what writeContract was asked: the transfer's encoding and sending are proven by the adapters' tests. */
function writingAdapter() {
  const written: WriteContractParams[] = []
  return {
    written,
    adapter: {
      async writeContract(params: WriteContractParams) {
        written.push(params)
        return { hash: '0x1234' }
      },
    },
  }
}

const base = { address: SENDER, tokenAddress: TOKEN, to: RECEIVER, amount: 1_500_000n, caipNetwork: mainnet }

describe('sendErc20', () => {
  it("SPEC §7: calls the token contract's transfer with the receiver and the amount", async () => {
    const { adapter, written } = writingAdapter()
    await expect(sendErc20({ adapter, ...base })).resolves.toEqual({ hash: '0x1234' })
    expect(written).toEqual([
      {
        address: SENDER,
        contractAddress: TOKEN,
        abi: ERC20_TRANSFER_ABI,
        method: 'transfer',
        args: [RECEIVER, 1_500_000n],
        caipNetwork: mainnet,
      },
    ])
  })

  it("SPEC §5: 'A token is required'", async () => {
    const { adapter } = writingAdapter()
    await expect(sendErc20({ adapter, ...base, tokenAddress: '' })).rejects.toThrow('A token is required')
  })

  it("SPEC §5: 'An amount and receiver address are required'", async () => {
    const { adapter, written } = writingAdapter()
    const message = 'An amount and receiver address are required'
    await expect(sendErc20({ adapter, ...base, to: '' })).rejects.toThrow(message)
    await expect(sendErc20({ adapter, ...base, amount: 0n })).rejects.toThrow(message)
    await expect(sendErc20({ adapter, ...base, amount: undefined as unknown as bigint })).rejects.toThrow(
      message,
    )
    expect(written).toEqual([])
  })

  it("SPEC §5: only eip155 holds ERC-20s here, else 'Unsupported chain'; an adapter without writeContract cannot", async () => {
    const { adapter } = writingAdapter()
    await expect(sendErc20({ adapter, ...base, caipNetwork: solana as CaipNetwork })).rejects.toThrow(
      'Unsupported chain',
    )
    await expect(sendErc20({ adapter: {}, ...base })).rejects.toThrow('Not supported')
  })
})
