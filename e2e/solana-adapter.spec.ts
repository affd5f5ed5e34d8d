import { expect, test } from '@playwright/test'
import { verifySolanaMessage } from '@gangway/testing/walletconnect'
import { solanaBalanceOnChain } from './helpers'

test('Solana adapter: connect the Wallet Standard test wallet, see the SOL balance, sign, disconnect', async ({
  page,
}) => {
  await page.goto('/solana')
  await expect(page.getByRole('heading', { level: 1, name: 'Solana adapter' })).toBeVisible()

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Solana Test Wallet/ })
    .click()
  const address = page.getByTestId('address-solana')
  await expect(address).not.toHaveText('—')
  const account = (await address.textContent()) as string
  const accountButton = page.getByRole('button', { name: new RegExp(`SOL ${account.slice(0, 4)}`) })
  await expect(accountButton).toContainText(`${await solanaBalanceOnChain(account)} SOL`)

  await page.getByRole('button', { name: 'Sign with Solana' }).click()
  const output = page.getByTestId('signature-solana')
  await expect(output).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  const signature = (await output.textContent()) as string
  const message = new TextEncoder().encode('Hello from Gangway')
  expect(verifySolanaMessage({ address: account, message, signature })).toBe(true)

  await accountButton.click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Disconnect/ })
    .first()
    .click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('status-solana')).toHaveText('disconnected')
})
