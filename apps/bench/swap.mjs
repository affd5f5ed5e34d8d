#!/usr/bin/env node
// Swap benchmark (issue 10): the production host page connects the test wallet, opens Account → Swap and picks
// GWT to receive, then types "0.1" into "You pay" as a person would (one character every 60 ms). Reports the
// median over fresh loads of the time from the last keystroke to the quote shown in "You receive": the
// debounce, the quote request to the local services (the pool's reserves on a real anvil) and the render.
// Run after `pnpm build`: `pnpm bench`.
import { startServices } from '@gangway/services'
import { startAnvil } from '@gangway/testing/node'
import { installProbe, median, PREVIEW_URL, report, startBench } from './lib.mjs'

const LOADS = Number(process.env.BENCH_LOADS ?? 5)
const KEYSTROKE_MS = 60

async function measureOnce(browser, url) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(installProbe)
  await page.goto(url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /Test Wallet/ }).click()
  await page.getByRole('button', { name: /0xf3\.\.\.b92266/ }).click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Swap' }).click()
  const swap = page.getByRole('dialog', { name: 'Swap' })
  await swap.getByRole('button', { name: /^You receive/ }).click()
  await page
    .getByRole('dialog', { name: 'Select Token' })
    .getByRole('button', { name: /Gangway Token/ })
    .first()
    .click()
  const pay = swap.getByRole('textbox', { name: 'You pay' })
  await pay.click()
  // The keystrokes and the wait run in the page, so the figure has no round trip to the test runner in it.
  const quoteMs = await pay.evaluate(
    async (input, { keystrokeMs }) => {
      const receive = window.__bench
        .queryAll('input')
        .find((element) => element.labels?.[0]?.textContent === 'You receive')
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
      let typed = ''
      let lastKey = 0
      for (const character of '0.1') {
        typed += character
        setValue.call(input, typed)
        input.dispatchEvent(new Event('input', { bubbles: true }))
        lastKey = performance.now()
        await new Promise((resolve) => setTimeout(resolve, keystrokeMs))
      }
      const { at } = await window.__bench.when(
        () => receive && receive.value !== '' && receive.getAttribute('aria-busy') !== 'true',
      )
      return at - lastKey
    },
    { keystrokeMs: KEYSTROKE_MS },
  )
  await context.close()
  return { quoteMs }
}

const chain = await startAnvil({ chainId: 1, port: Number(process.env.BENCH_SWAP_ANVIL_PORT ?? 8656) })
const services = await startServices({
  port: 0,
  mode: 'test',
  chains: [{ chainId: 1, rpcUrl: chain.rpcUrl }],
  log: () => {},
})
const bench = await startBench()
try {
  const url = `${PREVIEW_URL}/?rpc=${encodeURIComponent(chain.rpcUrl)}&services=${encodeURIComponent(services.url)}`
  await measureOnce(bench.browser, url) // warm-up, not counted
  const runs = []
  for (let load = 0; load < LOADS; load += 1) runs.push(await measureOnce(bench.browser, url))
  report(
    'bench-swap',
    `Swap benchmark: typing 0.1 ETH → GWT to the quote shown, medians of ${LOADS} fresh loads`,
    {
      'last keystroke → quote shown, debounce included (ms)': {
        value: median(runs.map((run) => run.quoteMs)),
        target: 350,
      },
    },
    { loads: LOADS, keystrokeMs: KEYSTROKE_MS, runs },
  )
} finally {
  await bench.close()
  await services.stop()
  await chain.stop()
}
