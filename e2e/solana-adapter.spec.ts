import { expect, test } from '@playwright/test'
import { verifySolanaMessage } from '@gangway/testing/walletconnect'
import { formatUnits } from 'viem'
import { SolanaChain } from '../apps/services/src/chain/solana/solana-chain'
import { SPL_TOKEN_HOLDERS, SPL_TOKENS } from '../apps/services/src/chain/solana/spl-tokens'
import { usd } from './account-helpers'
import { solanaBalanceOnChain, splBalanceOnChain } from './helpers'

const GUSD_MINT = SolanaChain.mintAddress(SPL_TOKENS[0]!)

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

test('Solana account: SOL and the SPL token with USD values from the services; an SPL send reaches the receiver', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const receiver = SPL_TOKEN_HOLDERS[1]!
  const before = await splBalanceOnChain(receiver, GUSD_MINT)
  await page.goto('/solana')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Solana Test Wallet/ })
    .click()
  const address = page.getByTestId('address-solana')
  await expect(address).not.toHaveText('—')
  const account = (await address.textContent()) as string
  await page.getByRole('button', { name: new RegExp(`SOL ${account.slice(0, 4)}`) }).click()
  const dialog = page.getByRole('dialog', { name: 'Account' })

  const tokens = dialog.getByRole('list', { name: 'Tokens' })
  await expect(tokens.getByRole('listitem').filter({ hasText: 'Solana' })).toContainText('SOL')
  const gusdRow = tokens.getByRole('listitem').filter({ hasText: 'Gangway USD' })
  const held = Number(formatUnits(await splBalanceOnChain(account, GUSD_MINT), 6))
  await expect(gusdRow).toContainText(usd(held))

  await dialog.getByRole('button', { name: 'Send' }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByRole('button', { name: /Token/ }).click()
  await page
    .getByRole('dialog', { name: 'Select Token' })
    .getByRole('button', { name: /Gangway USD/ })
    .click()
  await send.getByRole('textbox', { name: 'Amount' }).fill('1.5')
  await send.getByRole('textbox', { name: 'To' }).fill(receiver)
  await send.getByRole('button', { name: 'Preview send' }).click()
  const review = page.getByRole('dialog', { name: 'Review Send' })
  await expect(review).toContainText('Network fee')
  await review.getByRole('button', { name: 'Send' }).click()
  await expect(review.getByText('Transaction sent')).toBeVisible()
  expect((await splBalanceOnChain(receiver, GUSD_MINT)) - before).toBe(1_500_000n)

  // The Tokens tab reads the chain again after the send.
  await review.getByRole('button', { name: 'Done' }).click()
  await expect(
    page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('list', { name: 'Tokens' })
      .getByRole('listitem')
      .filter({
        hasText: 'Gangway USD',
      }),
  ).toContainText(usd(held - 1.5))
})
