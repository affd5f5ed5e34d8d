import { type Address, createPublicClient, formatEther, type Hex, http, parseEther } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { parseChainId } from '../chains.js'
import { createKeyRing } from '../keys/keyring.js'
import { generateSecrets } from '../keys/secrets.js'
import { prepareSendTransaction } from './evm.js'
import { chooseFees, fillTransaction, parseTransactionRequest } from './evm-transaction.js'
import { createRpcClient, gatewayRpcUrl, type RpcClient } from './json-rpc.js'

const anvil = inject('frameAnvil')
const rpc = createRpcClient(anvil.rpcUrl, (input, init) => fetch(input, init))
// Anvil mines at once, but a loaded machine can answer the receipt query first: wait for it, polling briefly.
const chain = createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 50 })
const RECEIVER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ANVIL = { rpc, chain: parseChainId(anvil.chainId) }

async function fundedRing() {
  const keys = createKeyRing(generateSecrets())
  await rpc.request('anvil_setBalance', [keys.addresses.eip155, `0x${parseEther('10').toString(16)}`])
  return keys
}

/** An RPC stand-in answering from a table; records what was asked. */
function scripted(answers: Record<string, unknown>): RpcClient & { asked: string[] } {
  const asked: string[] = []
  return {
    asked,
    async request<T>(method: string) {
      asked.push(method)
      if (!(method in answers)) throw new Error(`the method ${method} does not exist`)
      return answers[method] as T
    },
  }
}

describe('eth_sendTransaction against anvil', () => {
  it('fills nonce, gas and EIP-1559 fees, signs, sends, and the transfer lands', async () => {
    const keys = await fundedRing()
    const action = await prepareSendTransaction(
      keys,
      [{ from: keys.addresses.eip155, to: RECEIVER, value: `0x${parseEther('1.5').toString(16)}` }],
      ANVIL,
    )
    const before = await chain.getBalance({ address: RECEIVER })
    const hash = (await action.run()) as Hex
    const receipt = await chain.waitForTransactionReceipt({ hash, timeout: 10_000 })
    const signed = await chain.getTransaction({ hash })
    // The dialog showed the most the transaction could cost: exactly the gas limit and fee cap that were signed.
    expect(action.summary).toEqual({
      kind: 'transaction',
      details: [
        { label: 'Network', value: 'Unknown network (eip155:31337)' },
        { label: 'To', value: RECEIVER, code: true },
        { label: 'Value', value: '1.5 native coin' },
        { label: 'Data', value: 'None' },
        {
          label: 'Maximum fee',
          value: `${formatEther(signed.gas * (signed.maxFeePerGas as bigint))} native coin`,
        },
      ],
    })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(keys.addresses.eip155.toLowerCase())
    expect(receipt.type).toBe('eip1559')
    expect((await chain.getBalance({ address: RECEIVER })) - before).toBe(parseEther('1.5'))

    // The second one takes the next nonce.
    const second = (await (
      await prepareSendTransaction(keys, [{ to: RECEIVER, value: '0x1' }], ANVIL)
    ).run()) as Hex
    expect((await chain.getTransaction({ hash: second })).nonce).toBe(1)
  })

  it('keeps a legacy gas price the dapp gave', async () => {
    const keys = await fundedRing()
    const gasPrice = await chain.getGasPrice()
    const action = await prepareSendTransaction(
      keys,
      [{ to: RECEIVER, value: '0x2', gasPrice: `0x${(gasPrice * 2n).toString(16)}`, gas: '0x5208' }],
      { ...ANVIL, nativeUsdPrice: 3000 },
    )
    expect(action.summary.details.at(-1)).toEqual({
      label: 'Maximum fee',
      value: expect.stringMatching(
        new RegExp(`^${formatEther(21_000n * gasPrice * 2n)} native coin \\(about [\\d.]+ USD\\)$`),
      ),
    })
    const hash = (await action.run()) as Hex
    const tx = await chain.getTransaction({ hash })
    expect(tx.type).toBe('legacy')
    expect(tx.gas).toBe(21_000n)
    expect(tx.gasPrice).toBe(gasPrice * 2n)
  })

  it('surfaces the node refusing the transaction (no funds)', async () => {
    const keys = createKeyRing(generateSecrets())
    const action = await prepareSendTransaction(
      keys,
      [{ to: RECEIVER, value: '0xde0b6b3a7640000', gas: '0x5208' }],
      ANVIL,
    )
    await expect(action.run()).rejects.toThrow(/insufficient funds|funds/i)
  })

  it('refuses, before anyone is asked, a call the node cannot estimate or one for another chain', async () => {
    const keys = createKeyRing(generateSecrets())
    const reverting = scripted({})
    await expect(
      prepareSendTransaction(keys, [{ to: RECEIVER, data: '0xdeadbeef' }], { ...ANVIL, rpc: reverting }),
    ).rejects.toThrow('eth_estimateGas')
    await expect(prepareSendTransaction(keys, [{ to: RECEIVER, chainId: '0x1' }], ANVIL)).rejects.toThrow(
      'for another chain',
    )
  })
})

describe('fees and checks', () => {
  it('falls back to eth_gasPrice (legacy) when the latest block has no base fee', async () => {
    const node = scripted({ eth_getBlockByNumber: { number: '0x1' }, eth_gasPrice: '0x3b9aca00' })
    expect(await chooseFees(node, {})).toEqual({ type: 'legacy', gasPrice: 1_000_000_000n })
  })

  it('uses twice the base fee plus the tip, and 1 gwei when the node has no eth_maxPriorityFeePerGas', async () => {
    const node = scripted({ eth_getBlockByNumber: { baseFeePerGas: '0x64' } })
    expect(await chooseFees(node, {})).toEqual({
      type: 'eip1559',
      maxFeePerGas: 200n + 1_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    })
    const withTip = scripted({
      eth_getBlockByNumber: { baseFeePerGas: '0x64' },
      eth_maxPriorityFeePerGas: '0x2',
    })
    expect(await chooseFees(withTip, {})).toEqual({
      type: 'eip1559',
      maxFeePerGas: 202n,
      maxPriorityFeePerGas: 2n,
    })
  })

  it('refuses a transaction from another account or for another chain', async () => {
    const node = scripted({})
    const from = '0x1111111111111111111111111111111111111111'
    await expect(
      fillTransaction(node, parseTransactionRequest({ from: RECEIVER }), { from, chainId: 1 }),
    ).rejects.toThrow('not from the signed-in account')
    await expect(
      fillTransaction(node, parseTransactionRequest({ chainId: '0x89' }), { from, chainId: 1 }),
    ).rejects.toThrow('for another chain')
    expect(node.asked).toEqual([])
  })

  it('refuses malformed fields', () => {
    expect(() => parseTransactionRequest({ value: '12' })).toThrow('value must be a hex quantity')
    expect(() => parseTransactionRequest({ to: '0x12' })).toThrow('to must be an address')
    expect(() => parseTransactionRequest({ data: '0x123' })).toThrow('data must be hex bytes')
    expect(() => parseTransactionRequest([])).toThrow('expected an object')
    expect(parseTransactionRequest({ input: '0xabcd', gasLimit: 21000 })).toEqual({
      data: '0xabcd',
      gas: 21000n,
    })
  })

  it('builds the services gateway URL with the CAIP-2 chain id and the project id', () => {
    expect(gatewayRpcUrl('http://127.0.0.1:8787', 'p 1', parseChainId(137))).toBe(
      'http://127.0.0.1:8787/v1/rpc?chainId=eip155%3A137&projectId=p+1',
    )
  })
})
