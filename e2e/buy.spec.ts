import { expect, test } from '@playwright/test'
import { parseEther } from 'viem'
import {
  accountDialog,
  chain,
  clearFaults,
  clearRequests,
  injectFault,
  openAccount,
  requestsTo,
} from './account-helpers'
import { ANVIL_ACCOUNT, connectTestWallet } from './helpers'

const QUOTE_PATH = '/v1/onramp/quote'

// A test that stops half-way must not leave its faults to the next spec.
test.afterEach(async () => {
  await clearFaults()
})

test('buy: 50 USD of ETH with a card; the checkout pays, the modal sees it arrive, the balance and Activity show it', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/')
  await connectTestWallet(page)
  const dialog = await openAccount(page)
  await dialog.getByRole('button', { name: 'Buy' }).click()
  const buy = page.getByRole('dialog', { name: 'Buy' })

  // Limits (SPEC §5) are refused as typed, before any quote is asked for.
  await clearRequests()
  const amount = buy.getByRole('textbox', { name: 'Amount' })
  for (const typed of ['9.99', '7500.01']) {
    await amount.fill(typed)
    await expect(buy).toContainText('The amount must be between 10.00 and 7500.00 USD')
  }
  await page.waitForTimeout(600)
  expect(await requestsTo(QUOTE_PATH)).toBe(0)

  await amount.fill('50')
  const coinbase = buy.getByRole('button', { name: /^Coinbase/ })
  await expect(coinbase).toContainText(/\d ETH/)
  const quoted = /([\d.]+) ETH/.exec((await coinbase.textContent()) ?? '')?.[1]
  expect(quoted).toBeDefined()
  const before = await chain.getBalance({ address: ANVIL_ACCOUNT })

  const popupOpened = page.waitForEvent('popup')
  await coinbase.click()
  const checkout = await popupOpened
  await checkout.waitForURL(/\/onramp\/checkout\//)
  await expect(checkout.getByRole('heading', { level: 1 })).toContainText(`Buy ${quoted} ETH`)
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242')
  await checkout.getByLabel('Expiry date (MM/YY)').fill('12/39')
  await checkout.getByLabel('CVC').fill('123')
  await checkout.getByRole('button', { name: /^Pay/ }).click()
  await expect(checkout.getByRole('heading', { level: 1 })).toHaveText('Payment complete')
  await checkout.close()

  // The modal follows the purchase until the funds arrive.
  await expect(
    page.getByRole('status').filter({ hasText: `${quoted} ETH arrived in your wallet.` }),
  ).toBeVisible({
    timeout: 15_000,
  })
  expect((await chain.getBalance({ address: ANVIL_ACCOUNT })) - before).toBe(parseEther(quoted!))

  await page.getByRole('dialog', { name: 'Buy' }).getByRole('button', { name: 'Done' }).click()
  await accountDialog(page).getByRole('tab', { name: 'Activity' }).click()
  const newest = accountDialog(page).getByRole('list', { name: 'Activity' }).getByRole('listitem').nth(2)
  await expect(newest).toContainText('Bought')
  await expect(newest).toContainText('ETH')
})

test('with the on-ramp options failing, Buy uses the built-in options and their limits', async ({ page }) => {
  await injectFault('/v1/onramp/options', 503)
  await clearRequests()
  await page.goto('/')
  await connectTestWallet(page)
  const dialog = await openAccount(page)
  await dialog.getByRole('button', { name: 'Buy' }).click()
  const buy = page.getByRole('dialog', { name: 'Buy' })
  await expect(buy.getByRole('button', { name: /^Payment currency USD/ })).toBeVisible()
  expect(await requestsTo('/v1/onramp/options')).toBeGreaterThanOrEqual(1)
  await buy.getByRole('textbox', { name: 'Amount' }).fill('5')
  await expect(buy).toContainText('The amount must be between 10.00 and 7500.00 USD')
})
