import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SOLANA_TEST_WALLET_ADDRESS } from '@gangway/testing'
import { expect, type Page, test } from '@playwright/test'
import { build } from 'esbuild'
import {
  copyHostApp,
  freePort,
  hostManifest,
  missingPackages,
  npmInstall,
  npmRun,
  packPublishedPackages,
  secondsSince,
  startServer,
  type Tarballs,
  UnknownPackageError,
} from '../scripts/lib/host-apps.mjs'
import { listPublishedPackages } from '../scripts/lib/packing.mjs'
import { resolveStaticFile, serveStatic } from '../scripts/lib/static-server.mjs'
import { ANVIL_ACCOUNT, accountButton, connectDialog, expectVerifiedSignature } from './helpers'

/**
 * Issue 23 item 1: the packages as a host installs them. Every published package is packed as a release would
 * pack it, and fresh apps outside the workspace (a temporary folder) install those tarballs with npm, build
 * and serve themselves; then the visitor connects in Chromium. Nothing of the workspace takes part but the
 * chains and services Playwright starts (playwright.config.ts). The apps are in e2e/hosts/ and the Next.js
 * example is copied from apps/examples/next. docs/releasing.md tells how it works.
 */

const ROOT = path.resolve(import.meta.dirname, '..')
// Kept between runs on purpose: npm's cache makes the next run's installs mostly offline.
const NPM_CACHE = path.join(os.tmpdir(), 'gangway-hosts-npm-cache')
// An install or a `next build` on a 2-core machine with a cold npm cache takes minutes, not seconds.
const HOST_TIMEOUT = 8 * 60_000

interface Host {
  name: string
  /** The app's folder in the repository. */
  source: string
  /** `next start` instead of a static server for its `dist/`. */
  nextServer?: boolean
  /** What a visitor does in the installed, built and served app. */
  visit(page: Page): Promise<void>
}

/** Opens the modal from the host's button and checks that it lists the wallets the visitor has. */
async function openModal(page: Page, walletNames: RegExp[]) {
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  await expect(connect).toBeVisible()
  await connect.click()
  const wallets = connectDialog(page).getByRole('list', { name: 'Wallets' })
  for (const name of walletNames) await expect(wallets.getByRole('button', { name })).toBeVisible()
  return wallets
}

const HOSTS: Host[] = [
  {
    name: 'react-wagmi',
    source: 'e2e/hosts/react-wagmi',
    async visit(page) {
      const wallets = await openModal(page, [/WalletConnect/, /^Test Wallet/])
      await wallets.getByRole('button', { name: /^Test Wallet/ }).click()
      await expect(accountButton(page)).toBeVisible()
      // The host's own wagmi hooks, on the adapter's wagmiConfig, see the connection the modal made.
      await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
      await expect(page.getByTestId('wagmi-address')).toHaveText(ANVIL_ACCOUNT)
    },
  },
  {
    name: 'react-ethers',
    source: 'e2e/hosts/react-ethers',
    async visit(page) {
      const wallets = await openModal(page, [/WalletConnect/, /^Test Wallet/])
      await wallets.getByRole('button', { name: /^Test Wallet/ }).click()
      await expect(accountButton(page)).toBeVisible()
      await expect(page.getByTestId('address')).toHaveText(ANVIL_ACCOUNT)
      // ethers' BrowserProvider, from the host's own install, around the provider Gangway hands out.
      await page.getByRole('button', { name: 'Sign message' }).click()
      await expectVerifiedSignature(page, 'signature')
    },
  },
  {
    name: 'html-solana',
    source: 'e2e/hosts/html-solana',
    async visit(page) {
      const wallets = await openModal(page, [/Solana Test Wallet/])
      await wallets.getByRole('button', { name: /Solana Test Wallet/ }).click()
      // The page's subscribeAccount callback, without any framework, gets the account.
      await expect(page.locator('#account')).toHaveText(SOLANA_TEST_WALLET_ADDRESS)
      const shortened = new RegExp(SOLANA_TEST_WALLET_ADDRESS.slice(0, 4))
      await expect(page.getByRole('button', { name: shortened })).toBeVisible()
    },
  },
  {
    name: 'next',
    source: 'apps/examples/next',
    nextServer: true,
    async visit(page) {
      const wallets = await openModal(page, [/WalletConnect/, /^Test Wallet/])
      await wallets.getByRole('button', { name: /^Test Wallet/ }).click()
      await expect(accountButton(page)).toBeVisible()
      await expect(page.getByTestId('address')).toHaveText(ANVIL_ACCOUNT)
      // Rendered on the server from wagmi's cookie: the document itself holds the account.
      const reloaded = await page.reload()
      expect(await reloaded?.text()).toContain(ANVIL_ACCOUNT)
      await expect(accountButton(page)).toBeVisible()
    },
  },
]

/**
 * What the copied Next.js app gets from the workspace root but a host installs itself: `next build` type-checks
 * a TypeScript app and would otherwise install these on its own.
 */
function workspaceDevDependencies(names: string[]): Record<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
  return Object.fromEntries(names.map((name) => [name, manifest.devDependencies[name] as string]))
}

/**
 * A host runs once its app exists and every Gangway package it names is published from this workspace: the
 * html host waits for packages/html, the Next.js one for apps/examples/next.
 */
function isReady(host: Host): boolean {
  const manifestPath = path.join(ROOT, host.source, 'package.json')
  if (!fs.existsSync(manifestPath)) return false
  const published = Object.fromEntries(listPublishedPackages(ROOT).map((pkg) => [pkg.name, pkg.dir]))
  return missingPackages(JSON.parse(fs.readFileSync(manifestPath, 'utf8')), published).length === 0
}

/** The EVM and Solana test wallets as one script for addInitScript (e2e/host-wallets.ts). */
async function bundleTestWallets(): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [path.join(import.meta.dirname, 'host-wallets.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  })
  const [script] = outputFiles
  if (!script) throw new Error('esbuild produced no test wallet script')
  return script.text
}

const READY_HOSTS = HOSTS.filter(isReady)
let workDir = ''
let tarballs: Tarballs = {}
let walletScript = ''
/** Each host's install (its folder), or why it failed: the host's own test reports it. */
const installs = new Map<string, PromiseSettledResult<string>>()
const timings = new Map<string, string[]>()

/** Copies a host into the temporary folder and installs it there; returns its folder. */
async function installHost(host: Host): Promise<string> {
  const dir = path.join(workDir, host.name)
  copyHostApp(path.join(ROOT, host.source), dir, tarballs, {
    devDependencies: host.nextServer
      ? workspaceDevDependencies(['typescript', '@types/node', '@types/react', '@types/react-dom'])
      : {},
  })
  const started = performance.now()
  await npmInstall(dir, NPM_CACHE)
  timings.set(host.name, [`npm install ${secondsSince(started)} s (the hosts install side by side)`])
  return dir
}

test.describe('hosts installed from the tarballs', () => {
  // Packing and installing come first, for every host at once: npm mostly waits on the disk and the network, so
  // the installs side by side take little longer than the slowest one alone.
  test.beforeAll(async () => {
    test.setTimeout(HOST_TIMEOUT)
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gangway-hosts-'))
    const started = performance.now()
    tarballs = packPublishedPackages(ROOT, path.join(workDir, 'tarballs'))
    walletScript = await bundleTestWallets()
    console.log(`packed ${Object.keys(tarballs).length} packages in ${secondsSince(started)} s`)
    const results = await Promise.allSettled(READY_HOSTS.map(installHost))
    for (const [index, host] of READY_HOSTS.entries()) installs.set(host.name, results[index]!)
    console.log(`installed ${READY_HOSTS.length} hosts in ${secondsSince(started)} s`)
  })

  test.afterAll(() => {
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
  })

  /** Builds an installed host, then serves it; returns its URL and a stop. */
  async function buildAndServe(host: Host, dir: string, steps: string[]) {
    const started = performance.now()
    await npmRun(dir, 'build')
    steps.push(`build ${secondsSince(started)} s`)
    if (!host.nextServer) {
      const server = await serveStatic(path.join(dir, 'dist'))
      return { url: server.url, stop: server.close }
    }
    const port = await freePort()
    const url = `http://127.0.0.1:${port}/`
    const next = path.join(dir, 'node_modules', '.bin', 'next')
    const server = await startServer(next, ['start', '--hostname', '127.0.0.1', '--port', String(port)], {
      cwd: dir,
      url,
    })
    return { url, stop: async () => server.stop() }
  }

  for (const host of READY_HOSTS) {
    test(`${host.name}: installs from the tarballs with npm, builds, and connects in the browser`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(HOST_TIMEOUT)
      const install = installs.get(host.name)
      if (install?.status !== 'fulfilled')
        throw install?.reason ?? new Error(`${host.name} was not installed`)
      const steps = timings.get(host.name) ?? []
      const served = await buildAndServe(host, install.value, steps)
      try {
        const pageErrors: string[] = []
        page.on('pageerror', (error) => pageErrors.push(error.message))
        await page.addInitScript({ content: walletScript })
        await page.goto(served.url)
        await host.visit(page)
        expect(pageErrors).toEqual([])
      } finally {
        await served.stop()
        testInfo.annotations.push({ type: 'timing', description: steps.join(', ') })
        console.log(`${host.name}: ${steps.join(', ')}`)
      }
    })
  }
})

test('a host manifest sends every Gangway package, direct or not, to its tarball, and names no unknown one', () => {
  const packed = { '@gangway/react': '/t/react.tgz', '@gangway/core': '/t/core.tgz' }
  const manifest = hostManifest(
    { name: 'host', dependencies: { '@gangway/react': 'tarball', react: '^19.2.0' } },
    packed,
  )
  expect(manifest.dependencies).toEqual({ '@gangway/react': 'file:/t/react.tgz', react: '^19.2.0' })
  // @gangway/react's own "@gangway/core": "0.0.0" must not be looked up on the registry.
  expect(manifest.overrides).toEqual({
    '@gangway/react': 'file:/t/react.tgz',
    '@gangway/core': 'file:/t/core.tgz',
  })
  expect(() =>
    hostManifest({ name: 'host', dependencies: { '@gangway/html': 'workspace:*' } }, packed),
  ).toThrow(UnknownPackageError)
  expect(() => hostManifest({ name: 'host', devDependencies: { tool: 'workspace:*' } }, packed)).toThrow(
    /tool/,
  )
})

test('the hosts’ static server serves files of the built app only', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gangway-static-'))
  try {
    fs.mkdirSync(path.join(root, 'assets'))
    fs.writeFileSync(path.join(root, 'assets', 'app.js'), '')
    expect(resolveStaticFile(root, '/assets/app.js')).toBe(path.join(root, 'assets', 'app.js'))
    expect(resolveStaticFile(root, '/assets/')).toBeUndefined()
    for (const outside of ['/../package.json', '/%2e%2e/package.json', '/..%2F..%2Fetc%2Fpasswd']) {
      expect(resolveStaticFile(root, outside)).toBeUndefined()
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
})
