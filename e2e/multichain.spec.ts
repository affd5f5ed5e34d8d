import { expect, type Page, test } from '@playwright/test'
import { ANVIL_ACCOUNT, balanceOnChain, solanaBalanceOnChain } from './helpers'

/** The multichain page's modal: the connect or account dialog, whichever is open. */
const dialog = (page: Page) => page.getByRole('dialog')
const walletButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Wallet' }).getByRole('button').first()

test('multichain page: one multi-chain wallet connects EVM and Solana together; the visitor switches between them', async ({
  page,
}) => {
  await page.goto('/multichain')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()

  // The EVM and Solana test wallets share a name: the Connect view lists one multi-chain entry (SPEC §4).
  const wallets = dialog(page).getByRole('list', { name: 'Wallets' })
  await expect(wallets.getByRole('button', { name: /Test Wallet/ })).toHaveCount(1)
  await expect(dialog(page).getByRole('button', { name: 'Solana', pressed: true })).toBeVisible()

  // Picking it offers its namespaces; EVM first.
  await wallets.getByRole('button', { name: /Test Wallet/ }).click()
  await dialog(page)
    .getByRole('button', { name: /EVM Networks/ })
    .click()
  await expect(page.getByTestId('address-eip155')).toHaveText(ANVIL_ACCOUNT)

  // Then Solana with the same wallet, keeping the EVM connection.
  await walletButton(page).click()
  await dialog(page).getByRole('button', { name: 'Connect another wallet' }).click()
  await dialog(page)
    .getByRole('list', { name: 'Wallets' })
    .getByRole('button', { name: /Test Wallet/ })
    .click()
  await expect(dialog(page).getByRole('button', { name: /EVM Networks/ })).toContainText('Connected')
  await dialog(page)
    .getByRole('button', { name: /Solana/ })
    .click()
  const solanaAddress = page.getByTestId('address-solana')
  await expect(solanaAddress).not.toHaveText('—')
  const solana = (await solanaAddress.textContent()) as string
  await expect(page.getByTestId('address-eip155')).toHaveText(ANVIL_ACCOUNT)
  await expect(page.getByTestId('status-eip155')).toHaveText('connected')
  await expect(page.getByTestId('status-solana')).toHaveText('connected')

  // Solana is active now: its network, its address and its balance.
  await expect(page.getByTestId('network')).toHaveText('Solana Localnet')
  await expect(walletButton(page)).toContainText(`${await solanaBalanceOnChain(solana)} SOL`)

  // Switching back to an EVM network from the network list makes the EVM account active again.
  await page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: 'Solana Localnet' })
    .click()
  await page.getByRole('dialog', { name: 'Choose network' }).getByRole('button', { name: 'Ethereum' }).click()
  await expect(page.getByTestId('network')).toHaveText('Ethereum')
  await expect(walletButton(page)).toContainText(`${await balanceOnChain(1)} ETH`)

  // From the account view, the Solana account is picked: Solana is active again.
  await walletButton(page).click()
  await dialog(page)
    .getByRole('button', { name: /^Solana/ })
    .click()
  await expect(page.getByTestId('network')).toHaveText('Solana Localnet')

  // Disconnect Solana alone: EVM stays connected and becomes active.
  await dialog(page).getByRole('button', { name: 'Disconnect Solana' }).click()
  await expect(page.getByTestId('status-solana')).toHaveText('disconnected')
  await expect(page.getByTestId('status-eip155')).toHaveText('connected')
  await expect(page.getByTestId('network')).toHaveText('Ethereum')
})
