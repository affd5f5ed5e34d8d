import { expect, type Page, test } from '@playwright/test'
import { expectAccessible } from './axe'
import { ANVIL_ACCOUNT, TRUNCATED_ACCOUNT } from './helpers'

// The plain HTML page (apps/sandbox/html.html): no framework, only @gangway/html's createAppKit, its custom elements
// and the subscribe* functions, with the wagmi adapter and the sandbox's injected test wallet.

/** The embedded modal: a region in the page flow, named by the view's title, not a dialog. */
function embeddedModal(page: Page, name: string) {
  return page.locator('appkit-modal').getByRole('region', { name })
}

test('the plain HTML page connects the test wallet and tells its subscribers', async ({ page }) => {
  await page.goto('/html.html')
  // The buttons render as soon as createAppKit ran; the embedded modal shows Connect inline, with no dialog open.
  await expect(page.locator('appkit-button').getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.locator('appkit-network-button').getByRole('button', { name: /Ethereum/ })).toBeVisible()
  const inline = embeddedModal(page, 'Connect Wallet')
  await expect(inline.getByRole('button', { name: /Test Wallet/ })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(page.getByTestId('network')).toHaveText('Ethereum (eip155:1)')
  await expectAccessible(page, { modal: true })

  // The wallet button names the announced test wallet and connects it in one click.
  await page.locator('appkit-wallet-button').getByRole('button', { name: 'Test Wallet' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(ANVIL_ACCOUNT)
  const account = page.locator('appkit-account-button').getByRole('button')
  await expect(account).toHaveAccessibleName(new RegExp(TRUNCATED_ACCOUNT.replace(/\./g, '\\.')))
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('events')).toContainText('track: CONNECT_SUCCESS')
  await expect(page.getByTestId('state')).toContainText('"open":false')

  // Connected, the embedded modal shows the account inline.
  await expect(embeddedModal(page, 'Account').getByRole('button', { name: 'Disconnect' })).toBeVisible()

  // The page's own control changes the theme; subscribeTheme says so.
  await page.getByRole('button', { name: 'Switch theme' }).click()
  await expect(page.getByTestId('theme')).toHaveText('light')
  await expectAccessible(page, { modal: true })
})

test('the plain HTML page opens its embedded modal from <appkit-button>: one modal, no overlay copy', async ({
  page,
}) => {
  await page.goto('/html.html')
  await expect(embeddedModal(page, 'Connect Wallet')).toBeVisible()
  await page.locator('appkit-button').getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(page.getByTestId('state')).toContainText('"open":true')
  await expect(page.getByTestId('events')).toContainText('track: MODAL_OPEN')
  // The page's <appkit-modal> is the modal: focus moved into it, and nothing opened over the page.
  const inline = embeddedModal(page, 'Connect Wallet')
  await expect.poll(() => focusedInside(page, 'appkit-modal')).toBe(true)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Connect Wallet' })).toHaveCount(1)
  await inline.getByRole('button', { name: /Test Wallet/ }).click()
  await expect(page.getByTestId('account-address')).toHaveText(ANVIL_ACCOUNT)
  await expect(embeddedModal(page, 'Account').getByRole('button', { name: 'Disconnect' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('open({ view }) shows the view in the embedded modal once; close() takes it back to Connect', async ({
  page,
}) => {
  await page.goto('/html.html')
  await expect(embeddedModal(page, 'Connect Wallet')).toBeVisible()
  await page.getByRole('button', { name: "open({ view: 'Networks' })" }).click()
  await expect(embeddedModal(page, 'Choose network')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Choose network' })).toHaveCount(1)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('state')).toContainText('"open":true')

  await page.getByRole('button', { name: 'close()' }).click()
  await expect(page.getByTestId('state')).toContainText('"open":false')
  await expect(
    embeddedModal(page, 'Connect Wallet').getByRole('button', { name: /Test Wallet/ }),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Choose network' })).toHaveCount(0)
})

for (const option of ['disableAppend', 'enableEmbedded']) {
  test(`with ${option} nothing is appended to the body: the page's <appkit-modal> is the only modal`, async ({
    page,
  }) => {
    await page.goto(`/html.html?${option}`)
    await expect(embeddedModal(page, 'Connect Wallet')).toBeVisible()
    await page.locator('appkit-button').getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(page.getByTestId('state')).toContainText('"open":true')
    await expect.poll(() => focusedInside(page, 'appkit-modal')).toBe(true)
    // Past the idle time after which an appended modal would have been mounted.
    await page.waitForTimeout(2_500)
    await expect(page.locator('body > [data-gangway-modal]')).toHaveCount(0)
    await expect(page.locator('[data-gangway-modal]')).toHaveCount(1)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
}

/** Whether focus is inside the page's `selector` element (the modal's shadow host sits in it and has focus then). */
function focusedInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    (css) => Boolean(document.activeElement && document.querySelector(css)?.contains(document.activeElement)),
    selector,
  )
}
