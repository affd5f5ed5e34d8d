import { expect, test } from '@playwright/test'
import { verifyBitcoinMessage } from '@gangway/testing/walletconnect'

test('Bitcoin adapter: connect the Wallet Standard test wallet, fund it, see the BTC balance, sign, disconnect', async ({
  page,
}) => {
  await page.goto('/bitcoin')
  await expect(page.getByRole('heading', { level: 1, name: 'Bitcoin adapter' })).toBeVisible()

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Bitcoin Test Wallet/ })
    .click()
  const address = page.getByTestId('address-bip122')
  await expect(address).toHaveText(/^bc1q/)
  const payment = (await address.textContent()) as string

  // The ledger's faucet pays 0.05 BTC; the account button shows the balance the services report.
  await page.getByRole('button', { name: 'Get test BTC' }).click()
  const accountButton = page.getByRole('button', { name: new RegExp(`BTC ${payment.slice(0, 4)}`) })
  await expect(accountButton).toContainText(/\b0\.05 BTC/)

  await page.getByRole('button', { name: 'Sign with Bitcoin' }).click()
  const output = page.getByTestId('signature-bip122')
  await expect(output).toHaveText(/^[A-Za-z0-9+/]{87}=$/)
  const signature = (await output.textContent()) as string
  expect(verifyBitcoinMessage({ address: payment, message: 'Hello from Gangway', signature })).toBe(true)

  await accountButton.click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Disconnect/ })
    .first()
    .click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('status-bip122')).toHaveText('disconnected')
})
