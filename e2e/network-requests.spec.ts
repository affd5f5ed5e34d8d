import { expect, type Page, test } from '@playwright/test'
import { connectTestWallet } from './helpers'

const PAGE_ORIGIN = 'http://127.0.0.1:5173'
const CHAIN_RPCS = ['http://127.0.0.1:8545', 'http://127.0.0.1:8546']

function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

/**
 * The requests of the document the next navigation loads. What the previous document still starts before it
 * is replaced (a WalletConnect pairing prepared in the background when the visitor opened the Connect view)
 * is not the reload's traffic.
 */
function recordRequestsAfterNavigation(page: Page): string[] {
  const urls = recordRequests(page)
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.length = 0
  })
  return urls
}

function leavingThePage(urls: string[]): string[] {
  return urls.filter((url) => !url.startsWith(PAGE_ORIGIN) && !url.startsWith('data:'))
}

test('a fresh page load sends nothing beyond its own origin', async ({ page }) => {
  const urls = recordRequests(page)
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(leavingThePage(urls)).toEqual([])
})

const SERVICES = 'http://127.0.0.1:8787'

test('restoring a session on load talks only to the configured chain RPC, and asks the services for its name', async ({
  page,
}) => {
  await page.goto('/')
  await connectTestWallet(page)
  const urls = recordRequestsAfterNavigation(page)
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await page.waitForLoadState('networkidle')
  const outside = leavingThePage(urls)
  expect(outside.length).toBeGreaterThan(0)
  // SPEC §3 identity: the account button shows the account's name, read from /v1/identity (cached 5 minutes).
  const toServices = outside.filter((url) => url.startsWith(SERVICES))
  expect(toServices.map((url) => new URL(url).pathname)).toEqual([
    '/v1/identity/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  ])
  const elsewhere = outside.filter((url) => !url.startsWith(SERVICES))
  expect(elsewhere.filter((url) => !CHAIN_RPCS.some((rpc) => url.startsWith(rpc)))).toEqual([])
})
