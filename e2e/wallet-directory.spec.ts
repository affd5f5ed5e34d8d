import { expect, type Page, test } from '@playwright/test'
import { accountButton, connectDialog } from './helpers'

const SERVICES = 'http://127.0.0.1:8787'
/** A loopback port where nothing listens: the services are down. */
const NO_SERVICES = 'http://127.0.0.1:9'

async function openAllWallets(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await connectDialog(page).getByRole('button', { name: 'All Wallets' }).click()
  const dialog = page.getByRole('dialog', { name: 'All Wallets' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('All Wallets pages through the directory, searches it and hides what it must', async ({ page }) => {
  await page.goto('/')
  const dialog = await openAllWallets(page)
  const list = dialog.getByRole('list', { name: 'Wallets' })

  // The first page (40 wallets) renders; each row says how many wallets are loaded so far.
  const rows = list.getByRole('listitem')
  await expect(rows.first()).toBeVisible()
  const loaded = () => rows.first().getAttribute('aria-setsize').then(Number)
  const firstPage = await loaded()
  expect(firstPage).toBeGreaterThanOrEqual(40)

  // Scrolling to the end loads the next page: wallets beyond the first 40 appear.
  await expect(async () => {
    await list.getByRole('listitem').last().scrollIntoViewIfNeeded()
    const positions = await list
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => Number(item.getAttribute('aria-posinset'))))
    expect(Math.max(...positions)).toBeGreaterThan(firstPage)
  }).toPass({ timeout: 15_000 })
  expect(await loaded()).toBeGreaterThanOrEqual(firstPage + 40)
  // Only a bounded window of rows is mounted, however far the list goes.
  expect(await list.getByRole('listitem').count()).toBeLessThan(60)

  // Search 'rain' finds Rainbow.
  const search = dialog.getByRole('searchbox', { name: 'Search wallet' })
  await search.fill('rain')
  await expect(list.getByRole('button', { name: 'Rainbow' })).toBeVisible()

  // Zerion is excluded by rdns in the sandbox's options: it never appears.
  await search.fill('zerion')
  await expect(dialog.getByText('No wallet found')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Zerion' })).toHaveCount(0)

  // A wallet whose catalogue links are all javascript: cannot be opened.
  await search.fill('evil link')
  await list.getByRole('button', { name: 'Evil Link Wallet' }).click()
  // A directory wallet pairs over WalletConnect; its view offers no link, only the way to get it.
  const connecting = page.getByRole('dialog', { name: 'Evil Link Wallet' })
  await expect(connecting.getByRole('link')).toHaveCount(0)
  await connecting.getByRole('button', { name: 'Get Evil Link Wallet' }).click()
  const downloads = page.getByRole('dialog', { name: 'Get Evil Link Wallet' })
  await expect(downloads.getByText('No safe link to open Evil Link Wallet.')).toBeVisible()
  await expect(downloads.getByRole('link')).toHaveCount(0)
  expect(await downloads.evaluate((node) => node.innerHTML.includes('javascript:'))).toBe(false)
})

test('a directory wallet with safe links offers only those links', async ({ page }) => {
  await page.goto('/')
  const dialog = await openAllWallets(page)
  await dialog.getByRole('searchbox', { name: 'Search wallet' }).fill('rain')
  await dialog.getByRole('button', { name: 'Rainbow' }).click()
  // Its WalletConnect view links to its app with the pairing URI; Get Rainbow lists where to get it.
  const connecting = page.getByRole('dialog', { name: 'Rainbow' })
  const appLinks = connecting.getByRole('link')
  await expect(appLinks.first()).toBeVisible()
  for (const href of await appLinks.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('href') ?? ''),
  )) {
    expect(href).toMatch(/^https:\/\/.+\/wc\?uri=wc%3A/)
  }
  await connecting.getByRole('button', { name: 'Get Rainbow' }).click()
  const links = page.getByRole('list', { name: 'Ways to get Rainbow' }).getByRole('link')
  await expect(links.first()).toBeVisible()
  for (const href of await links.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('href') ?? ''),
  )) {
    expect(href).toMatch(/^(https:|[a-z][a-z0-9+.-]*:)/)
    expect(href).not.toMatch(/^(javascript|data|vbscript|file):/i)
  }
})

test('page load sends nothing to the services; the first open does', async ({ page }) => {
  const toServices: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(SERVICES)) toServices.push(request.url())
  })
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(toServices).toEqual([])

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect.poll(() => toServices.some((url) => url.includes('/getWallets'))).toBe(true)
})

test('with the services down the modal opens, says so, and installed wallets still connect', async ({
  page,
}) => {
  await page.goto(`/?services=${encodeURIComponent(NO_SERVICES)}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = connectDialog(page)
  await expect(dialog).toBeVisible()
  await expect(
    dialog
      .getByRole('status')
      .filter({ hasText: "Couldn't load the wallet directory. Installed wallets still work." }),
  ).toBeVisible()
  await dialog.getByRole('button', { name: /Test Wallet/ }).click()
  await expect(accountButton(page)).toBeVisible()
})

test("an origin missing from the project's allow-list gets the SPEC's alert; an allowed one does not", async ({
  page,
  request,
}) => {
  const projects = [
    {
      projectId: 'gangway-elsewhere',
      allowedOrigins: ['https://*.gangway.example'],
      isAnalyticsEnabled: false,
    },
    { projectId: 'gangway-wildcard', allowedOrigins: ['http://127.0.0.1:*'], isAnalyticsEnabled: false },
  ]
  const seeded = await request.post(`${SERVICES}/__test/seed`, { data: { projects } })
  expect(seeded.ok()).toBe(true)

  await page.goto('/?projectId=gangway-wildcard')
  const originsChecked = page.waitForResponse((response) => response.url().includes('/projects/v1/origins'))
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await originsChecked
  await expect(connectDialog(page).getByRole('button', { name: 'All Wallets' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid App Configuration' })).toHaveCount(0)

  await page.goto('/?projectId=gangway-elsewhere')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid App Configuration' })).toBeVisible()
})

test('a wallet button for a directory wallet the browser lacks shows that wallet and opens its QR code', async ({
  page,
}) => {
  const toDirectory: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${SERVICES}/getWallets`)) toDirectory.push(request.url())
  })
  // The plain HTML page, with a button the host wrote for Rainbow, which this browser does not have.
  await page.goto('/html.html')
  await page.evaluate(() => {
    const button = document.createElement('appkit-wallet-button')
    button.setAttribute('wallet', 'rainbow')
    button.id = 'rainbow-button'
    document.querySelector('appkit-wallet-button')?.after(button)
  })
  const button = page.locator('#rainbow-button').getByRole('button')
  // Looked up once the page is idle: the directory's Rainbow, its name and its image from the directory.
  await expect(button).toHaveAccessibleName('Rainbow')
  await expect(button.locator('img')).toHaveAttribute('src', new RegExp(`^${SERVICES}/getWalletImage/`))
  expect(toDirectory.filter((url) => new URL(url).searchParams.get('search') === 'rainbow')).toHaveLength(1)

  await button.click()
  // Rainbow's own pairing, as All Wallets opens it: its QR code, named for it (this page's modal is the embedded
  // one, so it shows there rather than over the page).
  const qr = page.getByRole('img', { name: 'QR code for Rainbow' })
  await expect(qr).toHaveAttribute('data-qr-uri', '')
  await expect(qr.locator('svg > path')).toBeVisible()
})
