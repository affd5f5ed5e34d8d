import { expect, test } from '@playwright/test'
import { expectAccessible } from './axe'
import { accountButton, connectDialog, connectTestWallet } from './helpers'

for (const theme of ['dark', 'light'] as const) {
  test(`axe finds nothing serious in any view, ${theme} theme`, async ({ page, context }) => {
    // One test walks every view and runs axe on each: about 30 s here, twice that on a slower CI machine.
    test.setTimeout(180_000)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    // Contrast is judged on what a person reads, not on a view fading in (150 ms, SPEC §2).
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    if (theme === 'light') await page.getByRole('button', { name: 'Switch to light theme' }).click()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expectAccessible(page, { modal: false })

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = connectDialog(page)
    await expect(dialog.getByRole('button', { name: /Test Wallet/ })).toBeVisible()
    await expectAccessible(page, { modal: true })

    await dialog.getByRole('button', { name: /^All Wallets/ }).click()
    await expect(
      page.getByRole('dialog', { name: 'All Wallets' }).getByRole('button', { name: 'Rainbow' }),
    ).toBeVisible()
    await expectAccessible(page, { modal: true })

    await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click()
    await connectDialog(page)
      .getByRole('button', { name: /^WalletConnect/ })
      .click()
    await expect(page.locator('[data-qr-uri] > svg > path')).toBeVisible()
    await expectAccessible(page, { modal: true })

    await page.keyboard.press('Escape')
    await connectTestWallet(page)
    await accountButton(page).click()
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Disconnect' })).toBeVisible()
    await expect(page.getByRole('dialog').getByRole('list', { name: 'Tokens' })).toBeVisible()
    await expectAccessible(page, { modal: true })

    // The Account tabs, Send, Receive and the name view (issue 9).
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByRole('tab', { name: 'NFTs' }).click()
    await expect(account.getByRole('list', { name: 'NFTs' }).locator('img').first()).toHaveAttribute(
      'data-loaded',
      '',
    )
    await expectAccessible(page, { modal: true })
    await account.getByRole('tab', { name: 'Activity' }).click()
    await expect(account.getByRole('list', { name: 'Activity' })).toBeVisible()
    await expectAccessible(page, { modal: true })

    await account.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('dialog', { name: 'Send' }).getByLabel('Amount')).toBeVisible()
    await expectAccessible(page, { modal: true })
    await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click()

    await account.getByRole('button', { name: 'Receive' }).click()
    await expect(
      page.getByRole('dialog', { name: 'Receive' }).getByRole('img', { name: /QR code/ }),
    ).toBeVisible()
    await expectAccessible(page, { modal: true })
    await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click()

    // Swap with a quote, its token list and review; Buy with its quotes (issue 10).
    await account.getByRole('button', { name: 'Swap' }).click()
    const swap = page.getByRole('dialog', { name: 'Swap' })
    await swap.getByRole('button', { name: /^You receive/ }).click()
    await expect(page.getByRole('dialog', { name: 'Select Token' }).getByLabel('Search token')).toBeVisible()
    await expectAccessible(page, { modal: true })
    await page
      .getByRole('dialog', { name: 'Select Token' })
      .getByRole('button', { name: /Gangway Token/ })
      .first()
      .click()
    await swap.getByRole('textbox', { name: 'You pay' }).fill('0.01')
    await expect(swap.getByRole('button', { name: 'Review swap' })).toBeEnabled()
    await expectAccessible(page, { modal: true })
    await swap.getByRole('button', { name: 'Review swap' }).click()
    await expect(swap.getByRole('button', { name: 'Confirm swap' })).toBeVisible()
    await expectAccessible(page, { modal: true })
    await page.getByRole('dialog').getByRole('button', { name: 'Back', exact: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Back', exact: true }).click()

    await account.getByRole('button', { name: 'Buy' }).click()
    const buy = page.getByRole('dialog', { name: 'Buy' })
    await buy.getByRole('textbox', { name: 'Amount' }).fill('50')
    await expect(buy.getByRole('button', { name: /^Coinbase/ })).toContainText('ETH')
    await expectAccessible(page, { modal: true })
    await page.getByRole('dialog').getByRole('button', { name: 'Back', exact: true }).click()

    await account.getByRole('button', { name: /Choose a name|Change name/ }).click()
    await expect(
      page.getByRole('dialog', { name: 'Choose your name' }).getByLabel('Choose a name'),
    ).toBeVisible()
    await expectAccessible(page, { modal: true })
  })
}
