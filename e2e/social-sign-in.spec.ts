// Social and Farcaster sign-in (issue 11): Google through a popup against the services' OAuth stand-in, and
// Farcaster through its QR link, approved by the test client with a real custody signature. No internet.
import { expect, type Page, test } from '@playwright/test'
import { SERVICES } from './account-helpers'
import { connectDialog } from './helpers'
import { settleSharedSignIn } from './recovery-helpers'

async function expectSignedIn(page: Page, identity: string) {
  const address = page.getByTestId('address')
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  await expect(page.getByTestId('status')).toHaveText('connected')
  await settleSharedSignIn(page)
  await page.getByRole('button', { name: /ETH 0x[0-9a-fA-F]{2}\.\.\.[0-9a-fA-F]{6}$/ }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toContainText(identity)
  return (await address.textContent()) as string
}

test('a visitor signs in with Google through the popup and gets an embedded wallet', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const popupOpened = page.waitForEvent('popup')
  await connectDialog(page).getByRole('button', { name: 'Continue with Google' }).click()
  const popup = await popupOpened
  await expect(page.getByRole('dialog', { name: 'Continue with Google' })).toContainText(
    'Continue in the Google window',
  )
  // The stand-in signs the test user in at once and sends the popup to the secure site's callback page, which
  // hands the result to this page; the app closes the popup.
  await popup.waitForEvent('close')
  const first = await expectSignedIn(page, 'gangway.tester')

  // The same Google account signs in to the same wallet.
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const again = page.waitForEvent('popup')
  await connectDialog(page).getByRole('button', { name: 'Continue with Google' }).click()
  await (await again).waitForEvent('close')
  expect(await expectSignedIn(page, 'gangway.tester')).toBe(first)
})

test('a visitor signs in with Farcaster through the QR link, approved by the test client', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await connectDialog(page).getByRole('button', { name: 'Continue with Farcaster' }).click()
  const view = page.getByRole('dialog', { name: 'Farcaster' })
  await expect(view.getByRole('img', { name: 'QR code for Farcaster' })).toBeVisible()
  await view.getByRole('button', { name: 'Copy link' }).click()
  const url = await page.evaluate(() => navigator.clipboard.readText())
  expect(url).toContain('channelToken=')

  // The test client signs the Sign-In-With-Farcaster message with the test account's custody key.
  const approval = await fetch(`${SERVICES}/__test/farcaster/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url }),
  })
  expect(approval.status).toBe(200)
  await expectSignedIn(page, 'gangway-tester')
})

test('in Telegram, where pop-ups do not work, the page goes to Google and comes back signed in', async ({
  page,
}) => {
  // A Telegram mini app (desktop client): every provider stays offered, and no window may be opened.
  await page.addInitScript(() => {
    ;(window as { Telegram?: unknown }).Telegram = { WebApp: { platform: 'tdesktop' } }
  })
  let popups = 0
  page.on('popup', () => popups++)
  await page.goto('/?tab=telegram')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await connectDialog(page).getByRole('button', { name: 'Continue with Google' }).click()
  // The stand-in signs the test user in at once; the secure site's callback page sends the browser back here,
  // where the modal finishes the sign-in and the fragment with the code is gone from the address bar.
  await expectSignedIn(page, 'gangway.tester')
  expect(popups).toBe(0)
  const url = new URL(page.url())
  expect(url.search).toBe('?tab=telegram')
  expect(url.hash).toBe('')
})
