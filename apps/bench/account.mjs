#!/usr/bin/env node
// Account benchmark (issue 9): the account holds 1,000 transactions indexed by the local services from a real
// anvil. The production host page connects the test wallet, opens Account and its Activity tab, then scrolls
// to the end of the history. Reports medians of fresh loads: time from the click on the account button to the
// first activity rows (the Activity tab is chosen as soon as it shows), rows mounted, and long tasks
// (> 50 ms) while scrolling through every page. Run after `pnpm build`: `pnpm bench`.
import { startServices } from '@gangway/services'
import { startAnvil } from '@gangway/testing/node'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { installProbe, median, PREVIEW_URL, report, startBench } from './lib.mjs'

const LOADS = Number(process.env.BENCH_LOADS ?? 5)
const TRANSACTIONS = 1000
const SCROLL_STEPS = 60
/** anvil's account 0 is the bench host's test wallet; account 3 sends it the transactions. */
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SENDER = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6')
const ROWS = 'ul[aria-label="Activity"] li:has(.gw-activity-row)'

/**
 * 1,000 native transfers to the account, each its own transaction, sent one after another with explicit nonces:
 * sent in parallel, a later nonce could reach anvil before an earlier one, and one such run never mined its last.
 */
async function seedTransactions(rpcUrl) {
  const chain = { ...foundry, id: 1 }
  const wallet = createWalletClient({ account: SENDER, chain, transport: http(rpcUrl) })
  const client = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 100 })
  const nonce = await client.getTransactionCount({ address: SENDER.address })
  let last
  for (let index = 0; index < TRANSACTIONS; index += 1) {
    last = await wallet.sendTransaction({
      to: ACCOUNT,
      value: parseEther('0.001'),
      nonce: nonce + index,
      gas: 21_000n,
    })
  }
  await client.waitForTransactionReceipt({ hash: last, timeout: 60_000 })
}

/** Waits until the services' history of the account holds every transaction. */
async function waitForIndexer(servicesUrl) {
  const query = 'projectId=gangway-bench&st=appkit&sv=bench&chainId=eip155:1'
  for (let attempt = 0; attempt < 240; attempt += 1) {
    let count = 0
    let cursor
    do {
      const url = `${servicesUrl}/v1/account/${ACCOUNT}/history?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`
      const page = await (await fetch(url)).json()
      count += page.data.length
      cursor = page.next
    } while (cursor)
    if (count >= TRANSACTIONS) return count
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('The indexer did not catch up with the seeded transactions')
}

async function measureOnce(browser, url) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(installProbe)
  await page.goto(url)
  await page.evaluate(async () => {
    const { element } = await window.__bench.when(() => window.__bench.findButton(/Connect Wallet/))
    element.click()
    const wallet = await window.__bench.when(() => window.__bench.findButton(/Test Wallet/))
    wallet.element.click()
    await window.__bench.when(() => window.__bench.findButton(/0xf3\.\.\.b92266/))
    // The connected host has had a moment to fetch what it preloads, as a visitor reading the page would.
    await new Promise((resolve) => setTimeout(resolve, 500))
  })
  const firstRows = await page.evaluate(async (rows) => {
    const start = performance.now()
    window.__bench.findButton(/0xf3\.\.\.b92266/).click()
    const tab = await window.__bench.when(() =>
      window.__bench.queryAll('[role="tab"]').find((element) => element.textContent === 'Activity'),
    )
    tab.element.click()
    const { at } = await window.__bench.when(() => window.__bench.queryAll(rows).length >= 5 && true)
    return at - start
  }, ROWS)
  const mountedAfterOpen = await page.evaluate((rows) => window.__bench.queryAll(rows).length, ROWS)
  const scrolling = await page.evaluate(
    async ({ steps, rows }) => {
      const scrolled = await window.__bench.scrollToEnd('ul[aria-label="Activity"]', steps, 80)
      return { ...scrolled, shownAtEnd: window.__bench.queryAll(rows).length }
    },
    { steps: SCROLL_STEPS, rows: ROWS },
  )
  const loaded = await page.evaluate(() => {
    const list = window.__bench.queryAll('ul[aria-label="Activity"]')[0]
    // Each transaction row is 64 px high, each heading 32 px: the list's height tells how many were loaded.
    return list ? Number.parseFloat(list.style.height) : 0
  })
  await context.close()
  return { firstRows, mountedAfterOpen, listHeight: loaded, ...scrolling }
}

const chain = await startAnvil({ chainId: 1, port: Number(process.env.BENCH_ACCOUNT_ANVIL_PORT ?? 8655) })
const services = await startServices({
  port: 0,
  mode: 'test',
  chains: [{ chainId: 1, rpcUrl: chain.rpcUrl }],
})
const bench = await startBench()
try {
  await seedTransactions(chain.rpcUrl)
  const indexed = await waitForIndexer(services.url)
  const url = `${PREVIEW_URL}/?rpc=${encodeURIComponent(chain.rpcUrl)}&services=${encodeURIComponent(services.url)}`
  await measureOnce(bench.browser, url) // warm-up, not counted
  const runs = []
  for (let load = 0; load < LOADS; load += 1) runs.push(await measureOnce(bench.browser, url))
  const pick = (key) => median(runs.map((run) => run[key]))
  report(
    'bench-account',
    `Account benchmark: Activity over ${indexed} indexed transactions, medians of ${LOADS} fresh loads`,
    {
      'click account → first activity rows (ms)': { value: pick('firstRows'), target: 100 },
      'rows mounted after opening': { value: pick('mountedAfterOpen'), target: 60 },
      'most rows mounted while scrolling to the end': { value: pick('mountedMax'), target: 60 },
      'long tasks (> 50 ms) while scrolling': { value: pick('longTasks'), target: 0 },
      'activity list height after scrolling (px, 64 per transaction)': { value: pick('listHeight') },
    },
    { loads: LOADS, transactions: TRANSACTIONS, indexed, runs },
  )
} finally {
  await bench.close()
  await services.stop()
  await chain.stop()
}
