import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createMemoryKeyValueStorage } from '@gangway/testing/walletconnect'
import { getFreePort } from '@gangway/testing/node'
import { SignClient } from '@walletconnect/sign-client'
import { chromium } from '/work/main/node_modules/@playwright/test/index.js'
import { type Hex, toHex, verifyMessage } from 'viem'
import { expect, it } from 'vitest'
import { startTestServices } from '../test/services.js'

it('lab wallet page pairs and signs by hand', { timeout: 60_000 }, async () => {
  const services = await startTestServices()
  const port = await getFreePort()
  const preview = spawn('pnpm', ['exec', 'vite', 'preview', '--port', String(port), '--strictPort'], {
    cwd: '/work/main/apps/sandbox',
    detached: true,
    stdio: 'ignore',
  })
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'],
  })
  const dapp = await SignClient.init({
    projectId: 'gangway-sandbox',
    relayUrl: services.relayUrl,
    telemetryEnabled: false,
    customStoragePrefix: `dapp-${randomBytes(4).toString('hex')}`,
    storage: createMemoryKeyValueStorage(),
    logger: 'error',
    metadata: { name: 'Page dapp', description: 'x', url: 'http://127.0.0.1:5173', icons: [] },
  })
  try {
    for (let i = 0; i < 50; i++) {
      if (await fetch(`http://127.0.0.1:${port}/lab-wallet.html`).then((r) => r.ok, () => false)) break
      await new Promise((r) => setTimeout(r, 200))
    }
    const page = await browser.newPage()
    const logs: string[] = []
    page.on('console', (m) => logs.push(m.text()))
    page.on('pageerror', (e) => logs.push(String(e)))
    const query = new URLSearchParams({ relay: services.relayUrl, verify: services.verifyUrl })
    await page.goto(`http://127.0.0.1:${port}/lab-wallet.html?${query}`)
    await page.getByRole('heading', { name: 'Lab wallet' }).waitFor()
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] },
        solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: ['solana_signMessage'], events: [] },
      },
    })
    await page.getByLabel('WalletConnect URI').fill(uri!)
    await page.getByRole('button', { name: 'Pair' }).click()
    await page.getByRole('heading', { name: 'Page dapp' }).waitFor()
    await page.getByRole('button', { name: 'Approve' }).click()
    const session = await approval()
    const address = session.namespaces.eip155!.accounts[0]!.split(':')[2] as Hex
    const signing = dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [toHex('by hand'), address] },
    })
    await page.getByRole('heading', { name: 'personal_sign' }).waitFor()
    await page.getByRole('button', { name: 'Approve' }).click()
    expect(await verifyMessage({ address, message: 'by hand', signature: await signing })).toBe(true)
    await page.getByRole('button', { name: 'Switch eip155 chain' }).click()
    await page.getByText('Active: eip155:1').waitFor()
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await page.getByText('Not connected.').waitFor()
    await page.screenshot({ path: '/tmp/lab-wallet-page.png', fullPage: true })
    console.log(logs.join('\n'))
  } finally {
    dapp.core.heartbeat.stop()
    await dapp.core.relayer.transportClose()
    await browser.close()
    process.kill(-preview.pid!)
    await services.stop()
  }
})
