import { expect, type Page, test } from '@playwright/test'
import { build } from 'esbuild'
import { ANVIL_ACCOUNT, accountButton, connectTestWallet, RPC } from './helpers'

/**
 * Issue 23 item 3: the Next.js example (apps/examples/next, under `next start`) restores the connection from
 * wagmi's cookie on the server. After connecting and reloading, the document the server sends already shows
 * the account, and React hydrates it without a mismatch.
 */

const APP = 'http://127.0.0.1:3100/'

/**
 * The example is a real host and ships no test wallet: the test announces @gangway/testing's EIP-6963 wallet
 * before the page's own scripts run, as an extension would.
 */
async function testWalletScript(): Promise<string> {
  const { outputFiles } = await build({
    stdin: {
      contents: `
        import { announceWallet, createTestWallet, exposeTestWalletControls } from '@gangway/testing'
        const wallet = createTestWallet({
          chains: [{ id: 1, rpcUrl: ${JSON.stringify(RPC[1])}, name: 'Ethereum' }],
          storage: window.localStorage,
        })
        announceWallet(wallet)
        exposeTestWalletControls(wallet)
      `,
      resolveDir: import.meta.dirname,
      loader: 'ts',
    },
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

// React's hydration failures, in development wording and as production's minified errors #418, #423 and #425.
const HYDRATION = /hydrat|did not match|#418|#423|#425/i

/** Every console message and uncaught error that speaks of hydration, from the first navigation on. */
function collectHydrationMessages(page: Page): string[] {
  const found: string[] = []
  page.on('console', (message) => {
    if (HYDRATION.test(message.text())) found.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => {
    if (HYDRATION.test(`${error.message}\n${error.stack ?? ''}`)) found.push(`pageerror: ${error.message}`)
  })
  return found
}

/** The address element as the server rendered it (not the cookie the RSC payload may echo elsewhere). */
function renderedAddress(html: string): string | undefined {
  return /data-testid="address"[^>]*>([^<]*)</u.exec(html)?.[1]
}

test('the server renders the connected account from the cookie and the page hydrates without a mismatch', async ({
  page,
}) => {
  await page.addInitScript({ content: await testWalletScript() })
  const hydration = collectHydrationMessages(page)

  // A first visit has no cookie: the server renders no account.
  const firstVisit = await page.goto(APP)
  expect(renderedAddress((await firstVisit?.text()) ?? '')).toBe('none')
  await expect(page.getByTestId('status')).toHaveText('disconnected')

  await connectTestWallet(page)
  await expect(page.getByTestId('address')).toHaveText(ANVIL_ACCOUNT)

  // The host's own HttpOnly session cookie must not be copied into the page along with wagmi's.
  const secret = 'host-session-secret'
  await page.context().addCookies([{ name: 'session', value: secret, url: APP, httpOnly: true }])

  // After a reload the document the server sends holds the account, before any script runs.
  const reloaded = await page.reload()
  const html = (await reloaded?.text()) ?? ''
  expect(renderedAddress(html)).toBe(ANVIL_ACCOUNT)
  expect(html).not.toContain(secret)
  // So does a request with the browser's cookies but no browser at all.
  expect(renderedAddress(await (await page.request.get(APP)).text())).toBe(ANVIL_ACCOUNT)

  await expect(accountButton(page)).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByTestId('address')).toHaveText(ANVIL_ACCOUNT)
  expect(hydration).toEqual([])
})
