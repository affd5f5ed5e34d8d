import { expect, type Page, test } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { formatUnits } from 'viem'
import { DEFAULT_NATIVE_CURRENCIES } from '../apps/services/src/config'
import { TOKEN_HOLDERS, TOKENS } from '../apps/services/src/chain/tokens'
import {
  accountDialog,
  chain,
  clearFaults,
  clearRequests,
  injectFault,
  openAccount,
  requestsTo,
  showAccount,
  tokenBalance,
  usd,
} from './account-helpers'
import { ANVIL_ACCOUNT, accountButton, connectTestWallet } from './helpers'

const SECOND_ACCOUNT = TOKEN_HOLDERS[1] as `0x${string}`

/** Decodes the QR code drawn in `element` from a screenshot of it. */
async function decodeQr(element: ReturnType<Page['locator']>): Promise<string | undefined> {
  const png = PNG.sync.read(await element.screenshot())
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data
}

test('the account: tokens with USD values, NFTs, a send that is mined and listed, a name, and Receive', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await connectTestWallet(page)
  let dialog = await openAccount(page)

  // Tokens: ETH and both ERC-20s with their USD values from the services' price table.
  const tokens = dialog.getByRole('list', { name: 'Tokens' })
  const ethBalance = Number(formatUnits(await chain.getBalance({ address: ANVIL_ACCOUNT }), 18))
  const ethRow = tokens.getByRole('listitem').filter({ hasText: 'Ether' })
  await expect(ethRow).toContainText('ETH')
  await expect(ethRow).toContainText(
    usd(ethBalance * (DEFAULT_NATIVE_CURRENCIES[1]?.price ?? 0)).slice(0, -3),
  )
  for (const token of TOKENS) {
    const units = await tokenBalance(token.symbol, ANVIL_ACCOUNT)
    const row = tokens.getByRole('listitem').filter({ hasText: token.name })
    await expect(row).toContainText(token.symbol)
    await expect(row).toContainText(usd(Number(formatUnits(units, token.decimals)) * token.price))
  }

  // NFTs: the collection's tokens held by the account, with their images loaded.
  await dialog.getByRole('tab', { name: 'NFTs' }).click()
  const nfts = dialog.getByRole('list', { name: 'NFTs' }).getByRole('button')
  await expect(nfts.first()).toBeVisible()
  expect(await nfts.count()).toBeGreaterThanOrEqual(1)
  const image = nfts.first().locator('img')
  await expect(image).toHaveAttribute('data-loaded', '')
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

  // Send 1.5 of the 6-decimal token to the second test account.
  const before = await tokenBalance('GUSD', SECOND_ACCOUNT)
  await dialog.getByRole('button', { name: 'Send' }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByRole('button', { name: /Token/ }).click()
  await page
    .getByRole('dialog', { name: 'Select Token' })
    .getByRole('button', { name: /Gangway USD/ })
    .click()
  await send.getByRole('textbox', { name: 'Amount' }).fill('1.5')
  await send.getByRole('textbox', { name: 'To' }).fill(SECOND_ACCOUNT)
  await send.getByRole('button', { name: 'Preview send' }).click()
  const review = page.getByRole('dialog', { name: 'Review Send' })
  await expect(review).toContainText('Network fee')
  await review.getByRole('button', { name: 'Send' }).click()
  await expect(review.getByText('Transaction sent')).toBeVisible()
  // The result links to the transaction on the network's explorer (the sandbox's is the services' local one).
  const link = review.getByRole('link', { name: 'View transaction on explorer' })
  const href = (await link.getAttribute('href')) ?? ''
  expect(href).toMatch(/\/explorer\/1\/tx\/0x[0-9a-f]{64}$/)
  const explorerPage = await (await fetch(href)).text()
  expect(explorerPage).toContain('Success')
  const after = await tokenBalance('GUSD', SECOND_ACCOUNT)
  expect(after - before).toBe(1_500_000n)
  await review.getByRole('button', { name: 'Done' }).click()

  // Activity: the send is the newest entry, under the current month.
  dialog = accountDialog(page)
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const activity = dialog.getByRole('list', { name: 'Activity' }).getByRole('listitem')
  const month = new Intl.DateTimeFormat(undefined, { month: 'long' }).format(new Date())
  await expect(activity.nth(0)).toHaveText(String(new Date().getFullYear()))
  await expect(activity.nth(1)).toHaveText(month)
  await expect(activity.nth(2)).toContainText('Sent')
  await expect(activity.nth(2)).toContainText('-1.5 GUSD')

  // Register a name: the account button shows it, and Send resolves it to the account.
  const label = `e2e-${Date.now().toString(36)}`
  const name = `${label}.reown.id`
  await dialog.getByRole('button', { name: /Choose a name|Change name/ }).click()
  const register = page.getByRole('dialog', { name: 'Choose your name' })
  await register.getByLabel('Choose a name').fill(label)
  await register.getByRole('button', { name: 'Register name' }).click()
  await expect(page.getByRole('dialog', { name: 'Name registered' })).toContainText(name)
  await page
    .getByRole('dialog', { name: 'Name registered' })
    .getByRole('button', { name: 'Back to account' })
    .click()
  await expect(accountButton(page)).toContainText(name)

  dialog = accountDialog(page)
  await dialog.getByRole('button', { name: 'Send' }).click()
  await page.getByRole('dialog', { name: 'Send' }).getByRole('textbox', { name: 'To' }).fill(name)
  await expect(page.getByRole('dialog', { name: 'Send' })).toContainText(`${name} is ${ANVIL_ACCOUNT}`)
  await page.getByRole('dialog', { name: 'Send' }).getByRole('button', { name: 'Back' }).click()

  // Receive: a QR code that decodes to the address.
  dialog = accountDialog(page)
  await dialog.getByRole('button', { name: 'Receive' }).click()
  const receive = page.getByRole('dialog', { name: 'Receive' })
  const qr = receive.getByRole('img', { name: /QR code for address/ })
  await expect(qr).toBeVisible()
  expect((await decodeQr(qr))?.toLowerCase()).toContain(ANVIL_ACCOUNT.toLowerCase())
})

// A test that stops half-way must not leave its faults to the next spec.
test.afterEach(async () => {
  await clearFaults()
})

const balanceRequests = () => requestsTo(`/v1/account/${ANVIL_ACCOUNT}/balance`)

test('with balance and history failing, the SPEC toasts show, the retry window holds, and send and disconnect still work', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await clearFaults()
  await clearRequests()
  await injectFault('/v1/account/*/balance', 500)
  await injectFault('/v1/account/*/history', 503)

  // Connecting works; the Tokens tab tells that balances are unavailable.
  await page.goto('/')
  await connectTestWallet(page)
  const dialog = await openAccount(page)
  const notices = page.getByRole('status').filter({ hasText: 'Token Balance Unavailable' })
  await expect(notices).toBeVisible()
  await expect(dialog.getByText('No tokens on this network yet.')).toBeVisible()
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  await expect(dialog.getByText('Failed to fetch transactions').first()).toBeVisible()
  const asked = await balanceRequests()
  expect(asked).toBeGreaterThanOrEqual(1)

  // Within 30 s of the failure another network's balances are not asked for: the toast shows again.
  await clearFaults()
  await injectFault('/v1/account/*/history', 503)
  await dialog.getByRole('button', { name: /Ethereum/ }).click()
  await page.getByRole('dialog', { name: 'Choose network' }).getByRole('button', { name: 'Polygon' }).click()
  await showAccount(page)
  await expect(accountDialog(page).getByRole('tab', { name: 'Tokens' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Token Balance Unavailable' })).toBeVisible()
  expect(await balanceRequests()).toBe(asked)

  // Once the window has passed, balances come back, and a send works while history still fails.
  await page.waitForTimeout(31_000)
  await accountDialog(page)
    .getByRole('button', { name: /Polygon/ })
    .click()
  await page.getByRole('dialog', { name: 'Choose network' }).getByRole('button', { name: 'Ethereum' }).click()
  await showAccount(page)
  await expect(accountDialog(page).getByRole('list', { name: 'Tokens' })).toContainText('GUSD')
  const before = await tokenBalance('GUSD', SECOND_ACCOUNT)
  await accountDialog(page).getByRole('button', { name: 'Send' }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByRole('button', { name: /Token/ }).click()
  await page
    .getByRole('dialog', { name: 'Select Token' })
    .getByRole('button', { name: /Gangway USD/ })
    .click()
  await send.getByRole('textbox', { name: 'Amount' }).fill('0.25')
  await send.getByRole('textbox', { name: 'To' }).fill(SECOND_ACCOUNT)
  await send.getByRole('button', { name: 'Preview send' }).click()
  const review = page.getByRole('dialog', { name: 'Review Send' })
  await review.getByRole('button', { name: 'Send' }).click()
  await expect(review.getByText('Transaction sent')).toBeVisible()
  expect((await tokenBalance('GUSD', SECOND_ACCOUNT)) - before).toBe(250_000n)
  await review.getByRole('button', { name: 'Done' }).click()

  // Disconnect still works.
  await accountDialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await clearFaults()
})
