import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { expectAccessible } from './axe'

// The Arabic the modal ships, read from its locale file so the test follows the translators' words.
const ar = JSON.parse(
  readFileSync(new URL('../packages/ui-react/src/locales/ar.json', import.meta.url), 'utf8'),
) as Record<string, string>

test('?locale=ar: the button and the open modal speak Arabic, right to left, and pass axe', async ({
  page,
}) => {
  await page.goto('/?locale=ar')
  const button = page.getByRole('button', { name: ar.connectWallet })
  await expect(button).toBeVisible()
  await expect(button).toHaveAttribute('lang', 'ar')
  await expect(button).toHaveAttribute('dir', 'rtl')

  await button.click()
  const dialog = page.getByRole('dialog', { name: ar.connectWallet })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: ar.close })).toBeVisible()
  await expect(dialog.getByRole('button', { name: ar.allWallets })).toBeVisible()
  expect(await dialog.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl')
  // Nothing English is left in the dialog's own words (wallet names are data).
  await expect(dialog.getByText('Connect Wallet', { exact: true })).toHaveCount(0)

  await expectAccessible(page, { modal: true })
})

test('with no locale the modal stays English and left to right', async ({ page }) => {
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  await expect(button).toHaveAttribute('dir', 'ltr')
  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  expect(await dialog.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr')
})
