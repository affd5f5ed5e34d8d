import { getFreePort, startAnvil } from '@gangway/testing/node'
import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServices } from '../server.js'
import { startTestServices } from '../test/services.js'

// anvil's account 5 (its default mnemonic): its own nonce, on this file's own anvil.
const sender = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba')
let anvil: Awaited<ReturnType<typeof startAnvil>>
let services: RunningServices
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1, port: await getFreePort() })
  services = await startTestServices({ chains: [{ chainId: 1, rpcUrl: anvil.rpcUrl }] })
})
afterAll(async () => {
  await services?.stop()
  await anvil?.stop()
})

describe('/explorer/{chainId}/tx/{hash}', () => {
  it('shows a mined transaction read from the chain', async () => {
    const wallet = createWalletClient({
      account: sender,
      chain: { ...foundry, id: 1 },
      transport: http(anvil.rpcUrl),
    })
    const to = '0x000000000000000000000000000000000000dEaD'
    const hash = await wallet.sendTransaction({ to, value: parseEther('0.5') })
    const response = await fetch(`${services.url}/explorer/1/tx/${hash}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain(hash)
    expect(html).toContain('Success')
    expect(html.toLowerCase()).toContain(sender.address.toLowerCase())
    expect(html).toContain('0.5 (native coin)')
  })

  it('shows an address with its balance', async () => {
    const response = await fetch(`${services.url}/explorer/1/address/${sender.address.toLowerCase()}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(sender.address)
    expect(html).toMatch(/Balance<\/dt><dd>\d+(\.\d+)? \(native coin\)/)
    expect((await fetch(`${services.url}/explorer/1/address/nope`)).status).toBe(400)
  })

  it('answers 404 for an unknown transaction or chain and 400 for a malformed hash, escaping what it echoes', async () => {
    const unknown = `0x${'ab'.repeat(32)}`
    expect((await fetch(`${services.url}/explorer/1/tx/${unknown}`)).status).toBe(404)
    expect((await fetch(`${services.url}/explorer/5/tx/${unknown}`)).status).toBe(404)
    const hostile = await fetch(`${services.url}/explorer/1/tx/${encodeURIComponent('<script>x</script>')}`)
    expect(hostile.status).toBe(400)
    expect(await hostile.text()).not.toContain('<script>x')
  })
})
