import { randomBytes } from 'node:crypto'
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { RunningServices } from '../server.js'
import { RelayTestClient } from '../test/relay-client.js'
import { startTestServices } from '../test/services.js'
import { pairAndSign, startSignClient, stopSignClient, useVerifyStandIn } from '../test/sign-clients.js'
import { DEFAULT_RELAY_LIMITS } from './limits.js'

// anvil's account 1
const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

let services: RunningServices
beforeAll(async () => {
  services = await startTestServices({ chains: [] })
})
afterAll(() => services.stop())

/**
 * One abuser after another until stopped: each floods its socket with publishes, every other one also
 * sends a frame over the size cap. Answers the close codes the relay ended them with.
 */
function keepAbusing(relayUrl: string) {
  let stopped = false
  const closeCodes: number[] = []
  const running = (async () => {
    for (let round = 0; !stopped; round++) {
      const abuser = await RelayTestClient.connect(relayUrl)
      const closed = abuser.closed()
      if (round % 2 === 1) abuser.socket.send('x'.repeat(DEFAULT_RELAY_LIMITS.maxFrameBytes + 1))
      for (let index = 0; index < 1_000; index++) {
        const params = { topic: randomBytes(32).toString('hex'), message: 'spam', ttl: 300 }
        abuser.socket.send(
          JSON.stringify({ id: 100_000 + index, jsonrpc: '2.0', method: 'irn_publish', params }),
        )
      }
      closeCodes.push(await closed)
    }
  })()
  return {
    async stop(): Promise<number[]> {
      stopped = true
      await running
      return closeCodes
    },
  }
}

it('honest SignClients pair and sign on the same relay while abusers flood and send oversized frames', async () => {
  const abuse = keepAbusing(services.relayUrl)
  const dapp = await startSignClient(services, 'dapp')
  const wallet = await startSignClient(services, 'wallet')
  useVerifyStandIn(services, dapp, wallet)
  try {
    const signature = await pairAndSign(dapp, wallet, account, 'Signed through a flood')
    expect(
      await verifyMessage({ address: account.address, message: 'Signed through a flood', signature }),
    ).toBe(true)
  } finally {
    const closeCodes = await abuse.stop()
    await Promise.all([stopSignClient(dapp), stopSignClient(wallet)])
    // The relay was really under attack while the honest pair worked.
    expect(closeCodes).toContain(1008)
    expect(closeCodes).toContain(1009)
  }
})
