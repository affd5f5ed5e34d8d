// Shared by the browser benchmarks: the production build served by Vite's preview server, Debian's
// Chromium, and an in-page probe that times when elements appear (open shadow roots included).
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { preview } from 'vite'
import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium.mjs'

const here = import.meta.dirname
export const PREVIEW_URL = 'http://127.0.0.1:5174'

/** Runs in the page before its scripts; exposes `window.__bench`. */
export function installProbe() {
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
  const queryAll = (selector) => roots().flatMap((root) => [...root.querySelectorAll(selector)])
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
  /**
   * Scrolls the list to its end `steps` times, `pauseMs` apart (each step may load another page), counting
   * long tasks (> 50 ms) meanwhile and the most rows of the list ever mounted.
   */
  const scrollToEnd = async (listSelector, steps, pauseMs) => {
    let scroller = queryAll(listSelector)[0]
    while (scroller && scroller.scrollHeight <= scroller.clientHeight) scroller = scroller.parentElement
    const longTasks = []
    const observer = new PerformanceObserver((entries) => longTasks.push(...entries.getEntries()))
    observer.observe({ type: 'longtask', buffered: false })
    let mountedMax = 0
    for (let step = 0; step < steps; step += 1) {
      scroller.scrollTop = scroller.scrollHeight
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, pauseMs)))
      mountedMax = Math.max(mountedMax, queryAll(`${listSelector} li`).length)
    }
    observer.disconnect()
    return { mountedMax, longTasks: longTasks.length }
  }
  window.__bench = { findButton, queryAll, when, countElements, scrollToEnd }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Serves apps/bench/dist and launches Chromium; `run` gets the browser, `close` stops both. */
export async function startBench() {
  if (!fs.existsSync(path.join(here, 'dist', 'index.html'))) {
    throw new Error('apps/bench is not built: run `pnpm build` first')
  }
  const server = await preview({ root: here, logLevel: 'silent', preview: { port: 5174, strictPort: true } })
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
  return {
    browser,
    async close() {
      await browser.close()
      await new Promise((resolve) => server.httpServer.close(resolve))
    },
  }
}

/** Prints figures with their targets and writes them to reports/<name>.json. */
export function report(name, title, figures, details) {
  console.log(title)
  for (const [label, { value, target }] of Object.entries(figures)) {
    const verdict =
      target === undefined
        ? ''
        : value <= target
          ? ` (target ≤ ${target}: met)`
          : ` (target ≤ ${target}: MISSED)`
    console.log(`  ${label}: ${Number(value.toFixed(2))}${verdict}`)
  }
  const reports = path.join(here, '../../reports')
  fs.mkdirSync(reports, { recursive: true })
  fs.writeFileSync(
    path.join(reports, `${name}.json`),
    `${JSON.stringify({ figures, ...details }, null, 2)}\n`,
  )
}
