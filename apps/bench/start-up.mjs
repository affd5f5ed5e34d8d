#!/usr/bin/env node
// Start-up benchmark (issue 23): navigation → "Connect Wallet" button visible, for the Gangway host app against
// the same app with wagmi alone (apps/bench/size/*.tsx, the size budget's pair). Both are built the same way
// (esbuild, code splitting, minified, production), served from loopback and loaded alternately in fresh
// Chromium contexts; the medians and their ratio are reported. Run after `pnpm build`: `pnpm bench`.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import * as esbuild from 'esbuild'
import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium.mjs'
import { serveStatic } from '../../scripts/lib/static-server.mjs'
import { installProbe, median, report } from './lib.mjs'

const LOADS = Number(process.env.BENCH_LOADS ?? 9)
const here = import.meta.dirname
const HOSTS = {
  wagmi: path.join(here, 'size/wagmi-app.tsx'),
  gangway: path.join(here, 'size/gangway-app.tsx'),
}

/** Builds one host page into its own folder: index.html and the split chunks. */
async function buildHost(entry) {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'gangway-start-up-'))
  await esbuild.build({
    entryPoints: { main: entry },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    outdir,
    // The WalletConnect SDK is never part of start-up (it loads on the first pairing); its chunk is built too.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  fs.writeFileSync(
    path.join(outdir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>' +
      '<script type="module" src="/main.js"></script></head><body><div id="root"></div></body></html>',
  )
  return outdir
}

/** Milliseconds from the navigation's start to the button being visible. */
async function measureOnce(browser, url) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(installProbe)
  await page.goto(url, { waitUntil: 'commit' })
  const at = await page.evaluate(async () => {
    const { at } = await window.__bench.when(() => window.__bench.findButton(/Connect Wallet/))
    return at
  })
  await context.close()
  return at
}

const folders = {}
const servers = {}
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
try {
  for (const [name, entry] of Object.entries(HOSTS)) {
    folders[name] = await buildHost(entry)
    servers[name] = await serveStatic(folders[name])
  }
  // Warm-up (not counted), then the two pages alternately, so a slow moment of the machine hits both.
  await measureOnce(browser, servers.wagmi.url)
  await measureOnce(browser, servers.gangway.url)
  const runs = { wagmi: [], gangway: [] }
  for (let load = 0; load < LOADS; load += 1) {
    for (const name of load % 2 ? ['gangway', 'wagmi'] : ['wagmi', 'gangway']) {
      runs[name].push(await measureOnce(browser, servers[name].url))
    }
  }
  const wagmi = median(runs.wagmi)
  const gangway = median(runs.gangway)
  report(
    'bench-start-up',
    `Start-up benchmark: medians of ${LOADS} interleaved fresh loads (esbuild production builds, loopback)`,
    {
      'wagmi-only host: navigation → button visible (ms)': { value: wagmi },
      'Gangway host: navigation → button visible (ms)': { value: gangway },
      'Gangway / wagmi-only (×)': { value: gangway / wagmi, target: 1.15 },
    },
    { loads: LOADS, runs },
  )
} finally {
  await browser.close()
  for (const server of Object.values(servers)) await server.close()
  for (const folder of Object.values(folders)) fs.rmSync(folder, { recursive: true, force: true })
}
