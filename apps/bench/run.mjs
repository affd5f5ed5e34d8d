#!/usr/bin/env node
// Browser benchmark: loads the production build of a minimal host page in Debian's Chromium several
// times, each in a fresh context, and prints medians. Run after `pnpm build`: `pnpm bench`.
import { startAnvil } from '@gangway/testing/node'
import { installProbe, median, PREVIEW_URL, report, startBench } from './lib.mjs'

const LOADS = Number(process.env.BENCH_LOADS ?? 7)
/** A person clicks a button some time after it shows; half a second is quick for a person. */
const REACTION_MS = Number(process.env.BENCH_REACTION_MS ?? 500)
const ADDRESS_TEXT = '0xf3...b92266'

async function measureOnce(browser, url) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(installProbe)
  await page.goto(url, { waitUntil: 'commit' })
  const connectVisible = await page.evaluate(async () => {
    const { at } = await window.__bench.when(() => window.__bench.findButton(/Connect Wallet/))
    return at
  })
  await page.waitForTimeout(REACTION_MS)
  const listVisible = await page.evaluate(async () => {
    const button = window.__bench.findButton(/Connect Wallet/)
    const start = performance.now()
    button.click()
    const { at } = await window.__bench.when(() => window.__bench.findButton(/Test Wallet/))
    return at - start
  })
  const session = await context.newCDPSession(page)
  await session.send('HeapProfiler.collectGarbage')
  const { usedSize } = await session.send('Runtime.getHeapUsage')
  const elements = await page.evaluate(() => window.__bench.countElements())
  const addressVisible = await page.evaluate(async (addressText) => {
    const wallet = window.__bench.findButton(/Test Wallet/)
    const start = performance.now()
    wallet.click()
    const pattern = new RegExp(addressText.replace(/\./g, '\\.'))
    const { at } = await window.__bench.when(() => window.__bench.findButton(pattern))
    return at - start
  }, ADDRESS_TEXT)
  await context.close()
  return { connectVisible, listVisible, addressVisible, heapMB: usedSize / 1024 / 1024, elements }
}

const chain = await startAnvil({ chainId: 1, port: Number(process.env.BENCH_ANVIL_PORT ?? 8645) })
const bench = await startBench()
try {
  const url = `${PREVIEW_URL}/?rpc=${encodeURIComponent(chain.rpcUrl)}`
  await measureOnce(bench.browser, url) // warm-up: the server's and the OS's caches, not counted
  const runs = []
  for (let load = 0; load < LOADS; load += 1) runs.push(await measureOnce(bench.browser, url))
  const pick = (key) => median(runs.map((run) => run[key]))
  report(
    'bench',
    `Benchmark: medians of ${LOADS} fresh loads (production build, Debian Chromium; clicks ${REACTION_MS} ms after the button shows)`,
    {
      'navigation → connect button visible (ms)': { value: pick('connectVisible') },
      'click → wallet list visible (ms)': { value: pick('listVisible'), target: 25 },
      'click wallet → address visible (ms)': { value: pick('addressVisible'), target: 30 },
      'JS heap after open (MB)': { value: pick('heapMB'), target: 5 },
      'DOM elements after open (shadow roots included)': { value: pick('elements'), target: 150 },
    },
    { loads: LOADS, reactionMs: REACTION_MS, runs },
  )
} finally {
  await bench.close()
  await chain.stop()
}
