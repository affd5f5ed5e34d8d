import { expect, test } from '@playwright/test'
import {
  ANVIL_ACCOUNT,
  accountButton,
  balanceOnChain,
  connectDialog,
  connectTestWallet,
  expectVerifiedSignature,
  rejectNextWalletRequest,
} from './helpers'

test('a visitor connects the test wallet, switches network, signs, is refused, disconnects and is restored', async ({
  page,
}) => {
  await page.goto('/')

  // Open the modal: WalletConnect comes first (SPEC §9 connector order), then the announced test wallet.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = connectDialog(page)
  await expect(dialog).toBeVisible()
  const wallets = dialog.getByRole('list', { name: 'Wallets' }).getByRole('button')
  await expect(wallets.nth(0)).toHaveAccessibleName(/WalletConnect/)
  await expect(wallets.nth(1)).toHaveAccessibleName(/Test Wallet/)

  // Connect: the account button shows the truncated address and the balance anvil reports.
  await wallets.nth(1).click()
  await expect(dialog).toBeHidden()
  const account = accountButton(page)
  await expect(account).toBeVisible()
  await expect(account).toContainText(`${await balanceOnChain(1)} ETH`)
  await expect(page.getByTestId('address')).toHaveText(ANVIL_ACCOUNT)

  // Switch to the second network from the modal's network list (the wallet adds the chain first).
  await page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: /Ethereum/ })
    .click()
  const networks = page.getByRole('dialog', { name: 'Choose network' })
  await networks.getByRole('button', { name: 'Polygon' }).click()
  await expect(page.getByTestId('network')).toHaveText('Polygon (137)')
  await expect(account).toContainText(`${await balanceOnChain(137)} POL`)

  // Sign a message: the signature verifies against the account.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expectVerifiedSignature(page)

  // The wallet refuses the next request: the user reads the SPEC's message.
  await rejectNextWalletRequest(page)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Signature declined' })).toBeVisible()

  // Disconnect from the account view.
  await account.click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('disconnected')

  // Connect again, reload: the session comes back without a click.
  await connectTestWallet(page)
  await page.reload()
  await expect(accountButton(page)).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('connected')
})

test('a wallet that refuses the connection leaves the visitor on the connecting view with the reason', async ({
  page,
}) => {
  await page.goto('/')
  await rejectNextWalletRequest(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await connectDialog(page)
    .getByRole('button', { name: /Test Wallet/ })
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Connection declined')).toBeVisible()
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(accountButton(page)).toBeVisible()
})
