#!/usr/bin/env node
// Directory benchmark: the local services serve a catalogue of 5,000 wallets; the production host page
// opens All Wallets in Debian's Chromium and scrolls through it. Reports medians of fresh loads: time
// from the click to the first directory rows, rows mounted after opening and after scrolling, and long
// tasks (> 50 ms) while scrolling. Run after `pnpm build`: `pnpm bench`.
import { startServices } from '@gangway/services'
import { installProbe, median, PREVIEW_URL, report, startBench } from './lib.mjs'

const LOADS = Number(process.env.BENCH_LOADS ?? 5)
const CATALOGUE = 5000
const SCROLL_STEPS = 40

async function measureOnce(browser, url) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(installProbe)
  await page.goto(url)
  await page.evaluate(async () => {
    const { element } = await window.__bench.when(() => window.__bench.findButton(/Connect Wallet/))
    element.click()
    await window.__bench.when(() => window.__bench.findButton(/^All Wallets/))
  })
  const firstRows = await page.evaluate(async () => {
    const button = window.__bench.findButton(/^All Wallets/)
    const start = performance.now()
    button.click()
    // The first directory rows: the list holds wallets that are not installed in this browser.
    const { at } = await window.__bench.when(
      () => window.__bench.queryAll('ul[aria-label="Wallets"] li').length >= 10 && true,
    )
    return at - start
  })
  const mountedAfterOpen = await page.evaluate(
    () => window.__bench.queryAll('ul[aria-label="Wallets"] li').length,
  )
  const scrolling = await page.evaluate(async (steps) => {
    const scrolled = await window.__bench.scrollToEnd('ul[aria-label="Wallets"]', steps, 50)
    const rows = window.__bench.queryAll('ul[aria-label="Wallets"] li')
    const loaded = Number(rows[0]?.getAttribute('aria-setsize') ?? 0)
    return { ...scrolled, loaded }
  }, SCROLL_STEPS)
  await context.close()
  return { firstRows, mountedAfterOpen, ...scrolling }
}

const services = await startServices({ port: 0, mode: 'test', catalogueSize: CATALOGUE, chains: [] })
const bench = await startBench()
try {
  const url = `${PREVIEW_URL}/?services=${encodeURIComponent(services.url)}`
  await measureOnce(bench.browser, url) // warm-up, not counted
  const runs = []
  for (let load = 0; load < LOADS; load += 1) runs.push(await measureOnce(bench.browser, url))
  const pick = (key) => median(runs.map((run) => run[key]))
  report(
    'bench-directory',
    `Directory benchmark: All Wallets over ${CATALOGUE} catalogue wallets, medians of ${LOADS} fresh loads`,
    {
      'click All Wallets → first rows (ms)': { value: pick('firstRows') },
      'rows mounted after opening': { value: pick('mountedAfterOpen') },
      [`wallets loaded after ${SCROLL_STEPS} scrolls to the end`]: { value: pick('loaded') },
      'most rows mounted while scrolling': { value: pick('mountedMax') },
      'long tasks (> 50 ms) while scrolling': { value: pick('longTasks') },
    },
    { loads: LOADS, catalogue: CATALOGUE, runs },
  )
} finally {
  await bench.close()
  await services.stop()
}
