import { defineChain, GangwayError } from '@gangway/common'
import { erc20Abi } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import type { SendTransactionParams } from '../adapter.js'
import { loadViemEncoder } from './viem-encoder.js'
import { writeContractWith } from './write-contract.js'

const network = defineChain({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const SENDER = '0x1111111111111111111111111111111111111111'
const TOKEN = '0x2222222222222222222222222222222222222222'
const RECEIVER = '0x3333333333333333333333333333333333333333'

const sender = () =>
  vi.fn(async (_params: SendTransactionParams) => ({
    hash: '0xabc',
  }))

describe('writeContractWith', () => {
  it("sends the call's calldata (with viem's encoder) to the contract, with no value unless given", async () => {
    const send = sender()
    const result = await writeContractWith(
      {
        address: SENDER,
        contractAddress: TOKEN,
        abi: erc20Abi,
        method: 'transfer',
        args: [RECEIVER, 5n],
        caipNetwork: network,
      },
      { send, loadEncoder: loadViemEncoder },
    )
    expect(result).toEqual({ hash: '0xabc' })
    expect(send).toHaveBeenCalledOnce()
    const sent = send.mock.calls[0]![0]
    expect(sent).toMatchObject({ address: SENDER, to: TOKEN, value: 0n, caipNetwork: network })
    // transfer(address,uint256): its selector, the receiver and the amount, each in a 32-byte word.
    expect(sent.data).toBe(`0xa9059cbb${RECEIVER.slice(2).padStart(64, '0')}${'5'.padStart(64, '0')}`)
  })

  it('passes a payable call its value', async () => {
    const send = sender()
    const abi = [{ type: 'function', name: 'deposit', stateMutability: 'payable', inputs: [], outputs: [] }]
    await writeContractWith(
      {
        address: SENDER,
        contractAddress: TOKEN,
        abi,
        method: 'deposit',
        args: [],
        value: 7n,
        caipNetwork: network,
      },
      { send, loadEncoder: loadViemEncoder },
    )
    expect(send.mock.calls[0]![0]).toMatchObject({ value: 7n, data: '0xd0e30db0' })
  })

  it('refuses a method the ABI lacks, or arguments that do not fit, with a GangwayError and sends nothing', async () => {
    const send = sender()
    const call = { address: SENDER, contractAddress: TOKEN, abi: erc20Abi, caipNetwork: network }
    await expect(
      writeContractWith({ ...call, method: 'drain', args: [] }, { send, loadEncoder: loadViemEncoder }),
    ).rejects.toBeInstanceOf(GangwayError)
    await expect(
      writeContractWith(
        { ...call, method: 'transfer', args: ['not an address', 1n] },
        { send, loadEncoder: loadViemEncoder },
      ),
    ).rejects.toBeInstanceOf(GangwayError)
    expect(send).not.toHaveBeenCalled()
  })

  it("uses the adapter's own encoder when given one", async () => {
    const send = sender()
    const encode = vi.fn(() => '0xfeed' as const)
    const loadEncoder = vi.fn(async () => encode)
    const params = {
      address: SENDER,
      contractAddress: TOKEN,
      abi: erc20Abi,
      method: 'approve',
      args: [RECEIVER, 1n],
      caipNetwork: network,
    }
    await writeContractWith(params, { send, loadEncoder })
    expect(encode).toHaveBeenCalledWith({ abi: erc20Abi, method: 'approve', args: [RECEIVER, 1n] })
    expect(send.mock.calls[0]![0].data).toBe('0xfeed')
  })
})
