#!/usr/bin/env node
// Browser benchmark: loads the production build of a minimal host page in Debian's Chromium several
// times, each in a fresh context, and prints medians. Run after `pnpm build`: `pnpm bench`.
import fs from 'node:fs'
import path from 'node:path'
import { startAnvil } from '@gangway/testing/node'
import { chromium } from '@playwright/test'
import { preview } from 'vite'
import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium.mjs'

const here = import.meta.dirname
const LOADS = Number(process.env.BENCH_LOADS ?? 7)
const ADDRESS_TEXT = '0xf3...b92266'

// Runs in the page before its scripts: records when an element matching a test first appears,
// looking into open shadow roots too.
function installProbe() {
  const roots = () => {
    const found = [document]
    const walk = (root) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) {
          found.push(element.shadowRoot)
          walk(element.shadowRoot)
        }
      }
    }
    walk(document)
    return found
  }
  const visible = (element) => {
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0
  }
  const findButton = (pattern) => {
    for (const root of roots()) {
      for (const button of root.querySelectorAll('button')) {
        if (pattern.test(button.textContent ?? '') && visible(button)) return button
      }
    }
    return undefined
  }
  const when = (test) =>
    new Promise((resolve) => {
      const observed = new Set()
      const observer = new MutationObserver(() => check())
      const check = () => {
        const hit = test()
        if (hit) {
          observer.disconnect()
          resolve({ at: performance.now(), element: hit })
          return
        }
        for (const root of roots()) {
          if (observed.has(root)) continue
          observed.add(root)
          observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true })
        }
      }
      check()
    })
  const countElements = () => roots().reduce((sum, root) => sum + root.querySelectorAll('*').length, 0)
  window.__bench = { findButton, when, countElements }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

async function measureOnce(browser, url) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(installProbe)
  await page.goto(url, { waitUntil: 'commit' })
  const connectVisible = await page.evaluate(async () => {
    const { at } = await window.__bench.when(() => window.__bench.findButton(/Connect Wallet/))
    return at
  })
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

async function main() {
  const dist = path.join(here, 'dist')
  if (!fs.existsSync(path.join(dist, 'index.html')))
    throw new Error('apps/bench is not built: run `pnpm build` first')
  const chain = await startAnvil({ chainId: 1, port: Number(process.env.BENCH_ANVIL_PORT ?? 8645) })
  const server = await preview({ root: here, logLevel: 'silent', preview: { port: 5174, strictPort: true } })
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
  try {
    const url = `http://127.0.0.1:5174/?rpc=${encodeURIComponent(chain.rpcUrl)}`
    await measureOnce(browser, url) // warm-up: the server's and the OS's caches, not counted
    const runs = []
    for (let load = 0; load < LOADS; load += 1) runs.push(await measureOnce(browser, url))
    const figures = {
      'navigation → connect button visible (ms)': { value: median(runs.map((r) => r.connectVisible)) },
      'click → wallet list visible (ms)': { value: median(runs.map((r) => r.listVisible)), target: 25 },
      'click wallet → address visible (ms)': { value: median(runs.map((r) => r.addressVisible)), target: 30 },
      'JS heap after open (MB)': { value: median(runs.map((r) => r.heapMB)), target: 5 },
      'DOM elements after open (shadow roots included)': {
        value: median(runs.map((r) => r.elements)),
        target: 150,
      },
    }
    console.log(`Benchmark: medians of ${LOADS} fresh loads (production build, Debian Chromium)`)
    for (const [name, { value, target }] of Object.entries(figures)) {
      const verdict =
        target === undefined
          ? ''
          : value <= target
            ? ` (target ≤ ${target}: met)`
            : ` (target ≤ ${target}: MISSED)`
      console.log(`  ${name}: ${Number(value.toFixed(2))}${verdict}`)
    }
    const reports = path.join(here, '../../reports')
    fs.mkdirSync(reports, { recursive: true })
    fs.writeFileSync(
      path.join(reports, 'bench.json'),
      `${JSON.stringify({ loads: LOADS, figures, runs }, null, 2)}\n`,
    )
  } finally {
    await browser.close()
    await new Promise((resolve) => server.httpServer.close(resolve))
    await chain.stop()
  }
}

await main()
