import { type Address, encodeFunctionData, erc20Abi, parseUnits } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApprovalDetail } from '../approval/summary.js'
import { CONTEXT, createTestFrame, signIn, type TestFrame } from '../test/deps.js'
import { deployments, injectFault, testServices, useTestServices } from '../test/services.js'

useTestServices({ chains: [1, 137] })

/** GUSD as the services deployed it on chain 1 and on chain 137. */
let GUSD: Address
let GUSD_ON_POLYGON: Address
beforeAll(async () => {
  GUSD = (await deployments(1)).GUSD!
  GUSD_ON_POLYGON = (await deployments(137)).GUSD!
})
/** A token contract the services did not deploy: they know nothing of it. */
const UNLISTED: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const RECIPIENT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SPENDER: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const GWEI = 1_000_000_000n

/** A node with a 1 gwei base fee and tip: the fee cap is 3 gwei, so 140 000 gas cost at most 0.00042 ETH. */
function node(method: string): unknown {
  switch (method) {
    case 'eth_getBlockByNumber':
      return { baseFeePerGas: `0x${GWEI.toString(16)}` }
    case 'eth_maxPriorityFeePerGas':
      return `0x${GWEI.toString(16)}`
    case 'eth_getTransactionCount':
      return '0x0'
    case 'eth_sendRawTransaction':
      return `0x${'ab'.repeat(32)}`
    default:
      return null
  }
}

async function signedInFrame(): Promise<TestFrame> {
  const frame = createTestFrame({ chainId: 1, rpc: node })
  await signIn(frame)
  return frame
}

const transferOf12_5 = (frame: TestFrame, token: Address) => ({
  from: frame.deps.state.session!.wallet.addresses.eip155,
  to: token,
  gas: `0x${(140_000).toString(16)}`,
  data: encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [RECIPIENT, parseUnits('12.5', 6)],
  }),
})

async function sendTransfer(frame: TestFrame, token = GUSD): Promise<ApprovalDetail[]> {
  await frame.handlers.RPC_REQUEST(
    { method: 'eth_sendTransaction', params: [transferOf12_5(frame, token)] },
    CONTEXT,
  )
  expect(frame.approvals.asked).toHaveLength(1)
  return frame.approvals.asked[0]!.summary.details
}

const shown = (details: ApprovalDetail[], label: string) =>
  details.find((item) => item.label === label)?.value

/** The services' answer to the price route, whatever they really hold (a fault that answers 200). */
const pricesAnswer = (body: unknown) =>
  injectFault(testServices().base, { route: '/v1/fungible/price', status: 200, body: JSON.stringify(body) })

describe('RPC_REQUEST: what the services tell the dialog', () => {
  it("shows the maximum fee in ETH and in USD when the services price the chain's coin", async () => {
    const frame = await signedInFrame()
    // The services' price table: ETH at 3,000 USD.
    const details = await sendTransfer(frame)
    expect(shown(details, 'Network')).toBe('Ethereum')
    expect(shown(details, 'Maximum fee')).toBe('0.00042 ETH (about 1.26 USD)')
    const priceCall = frame.services.calls.find((call) => call.path === '/v1/fungible/price')
    // A public route: no session token or proof goes with it.
    expect(priceCall).toMatchObject({ authorization: undefined, proof: undefined, status: 200 })
    expect(priceCall!.body).toEqual({
      currency: 'usd',
      projectId: 'project-1',
      addresses: ['eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
    })
  })

  it('shows the fee in ETH alone, and still asks, when the price route fails', async () => {
    const frame = await signedInFrame()
    await injectFault(testServices().base, { route: '/v1/fungible/price', status: 500 })
    expect(shown(await sendTransfer(frame), 'Maximum fee')).toBe('0.00042 ETH')
  })

  it('does not wait for a price route that hangs: ETH alone after the short timeout', async () => {
    const frame = await signedInFrame()
    // Longer than the frame waits for a fact.
    await injectFault(testServices().base, { route: '/v1/fungible/price', delayMs: 3_000 })
    const started = Date.now()
    expect(shown(await sendTransfer(frame), 'Maximum fee')).toBe('0.00042 ETH')
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it("ignores a price for another coin than the chain's (never a wrong number)", async () => {
    const frame = await signedInFrame()
    await pricesAnswer({ fungibles: [{ name: 'POL', symbol: 'POL', iconUrl: null, price: 0.5 }] })
    expect(shown(await sendTransfer(frame), 'Maximum fee')).toBe('0.00042 ETH')
  })

  it('names a token the services know with its symbol and decimals: 12.5 GUSD', async () => {
    const frame = await signedInFrame()
    const details = await sendTransfer(frame)
    expect(shown(details, 'Token')).toBe(`GUSD · ${GUSD}`)
    expect(shown(details, 'Amount')).toBe('12.5 GUSD')
    expect(frame.services.calls.some((call) => call.path.startsWith('/v1/tokens/'))).toBe(true)
  })

  it('shows the raw amount and the address of a token the services do not know, or when they fail', async () => {
    for (const fault of ['unknown', 'failing', 'stalled'] as const) {
      const frame = await signedInFrame()
      const { base } = testServices()
      if (fault === 'failing') await injectFault(base, { route: '/v1/tokens/*', status: 500 })
      if (fault === 'stalled') await injectFault(base, { route: '/v1/tokens/*', delayMs: 3_000 })
      const token = fault === 'unknown' ? UNLISTED : GUSD
      const details = await sendTransfer(frame, token)
      expect(shown(details, 'Token')).toBe(token)
      expect(shown(details, 'Amount')).toBe('12500000 (raw units, decimals unknown)')
    }
  })

  it("names a Permit's token, looked up on the chain its domain names", async () => {
    const frame = await signedInFrame()
    const owner = frame.deps.state.session!.wallet.addresses.eip155
    const permit = (chainId: number) => ({
      domain: { name: 'Gangway USD', version: '1', chainId, verifyingContract: GUSD_ON_POLYGON },
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message: { owner, spender: SPENDER, value: '12500000', nonce: 0, deadline: 1_798_761_600 },
    })
    // Polygon, where the services deployed GUSD, and Optimism, where they have no chain.
    for (const chainId of [137, 10]) {
      await frame.handlers.RPC_REQUEST(
        { method: 'eth_signTypedData_v4', params: [owner, JSON.stringify(permit(chainId))] },
        CONTEXT,
      )
    }
    const [onPolygon, onOptimism] = frame.approvals.asked.map(({ summary }) => summary.warnings?.join(' '))
    expect(onPolygon).toContain(`may spend 12.5 GUSD from token GUSD · ${GUSD_ON_POLYGON}`)
    // The same address on another chain is not the token the services deployed on Polygon.
    expect(onOptimism).toContain(
      `may spend 12500000 (raw units, decimals unknown) from token ${GUSD_ON_POLYGON}`,
    )
  })
})
