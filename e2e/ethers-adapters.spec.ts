import { expect, test } from '@playwright/test'
import {
  ANVIL_ACCOUNT,
  accountButton,
  balanceOnChain,
  connectTestWallet,
  expectVerifiedSignature,
} from './helpers'

for (const { path, title } of [
  { path: '/ethers', title: 'ethers v6 adapter' },
  { path: '/ethers5', title: 'ethers v5 adapter' },
]) {
  test(`${title}: connect the test wallet, see the balance, sign through ethers, disconnect`, async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

    await connectTestWallet(page)
    await expect(accountButton(page)).toContainText(`${await balanceOnChain(1)} ETH`)
    await expect(page.getByTestId('address-eip155')).toHaveText(ANVIL_ACCOUNT)

    // The host signs with ethers' own provider class wrapped around useAppKitProvider('eip155').
    await page.getByRole('button', { name: 'Sign with EVM' }).click()
    await expectVerifiedSignature(page, 'signature-eip155')

    await accountButton(page).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Disconnect/ })
      .first()
      .click()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect(page.getByTestId('status-eip155')).toHaveText('disconnected')
  })
}
