// Sign In With X (issue 12): the sandbox's members page keeps sessions on the services, and its own server route
// (apps/sandbox/server/members-route.ts) lets a visitor in only with a session the services hold and whose
// signature it checks itself. Real wallets (the EIP-6963 and Solana test wallets), real services, no internet.
import { expect, type Page, test } from '@playwright/test'
import { expectAccessible } from './axe'
import { ANVIL_ACCOUNT, accountButton, connectTestWallet, rejectNextWalletRequest } from './helpers'

const signIn = (page: Page) => page.getByRole('dialog', { name: 'Sign in' })

/** Asks the sandbox's server route directly, as another client holding the session id would. */
async function askRoute(page: Page, sessionId: string) {
  const response = await page.request.get('/api/members', { headers: { authorization: `SIWX ${sessionId}` } })
  return { status: response.status(), body: (await response.json()) as { message: string } }
}

async function enterMembersArea(page: Page) {
  await page.getByRole('button', { name: 'Enter the members area' }).click()
}

test('required sign-in: the view cannot be closed, the members area opens, survives a reload, and sign-out revokes it', async ({
  page,
}) => {
  // Contrast is judged on what a person reads, not on a view fading in.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/members')
  await connectTestWallet(page)

  // SIWXSignMessage opens by itself and cannot be closed.
  const view = signIn(page)
  await expect(view).toContainText('needs to connect to your wallet')
  await expect(view.getByRole('button', { name: 'Close' })).toHaveCount(0)
  await expectAccessible(page, { modal: true })
  await page.keyboard.press('Escape')
  await expect(view).toBeVisible()

  await view.getByRole('button', { name: 'Sign' }).click()
  await expect(view).toBeHidden()

  await enterMembersArea(page)
  await expect(page.getByTestId('members-content')).toHaveText(`Welcome, member ${ANVIL_ACCOUNT}`)
  const sessionId = (await page.getByTestId('siwx-session-id').textContent()) as string
  expect((await askRoute(page, sessionId)).status).toBe(200)

  // Reload: the wallet reconnects and the session is still there, so nothing asks for a signature.
  await page.reload()
  await expect(accountButton(page)).toBeVisible()
  await enterMembersArea(page)
  await expect(page.getByTestId('members-content')).toHaveText(`Welcome, member ${ANVIL_ACCOUNT}`)
  await expect(signIn(page)).toBeHidden()

  // Sign out: the session is revoked on the services, and the route refuses it from then on.
  await accountButton(page).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: /^Disconnect/ })
    .first()
    .click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  expect(await askRoute(page, sessionId)).toEqual({
    status: 401,
    body: { message: 'The session is unknown or revoked.' },
  })
  await enterMembersArea(page)
  await expect(page.getByRole('alert')).toHaveText('Sign in with your wallet to enter.')
})

test("declining shows 'Signature declined'; Cancel in required mode disconnects", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/members')
  // This one in the light theme (the first in the sandbox's default, dark).
  await page.getByRole('button', { name: 'Switch to light theme' }).click()
  await connectTestWallet(page)
  const view = signIn(page)
  await expect(view).toBeVisible()

  await rejectNextWalletRequest(page)
  await view.getByRole('button', { name: 'Sign' }).click()
  await expect(view.getByRole('alert')).toHaveText('Signature declined')
  await expect(view.getByRole('button', { name: 'Sign' })).toBeEnabled()
  await expectAccessible(page, { modal: true })

  await view.getByRole('button', { name: 'Cancel' }).click()
  await expect(view).toBeHidden()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('status-eip155')).toHaveText('disconnected')
})

test('optional sign-in closes without disconnecting', async ({ page }) => {
  await page.goto('/members?required=0')
  await connectTestWallet(page)
  const view = signIn(page)
  await view.getByRole('button', { name: 'Close' }).click()
  await expect(view).toBeHidden()
  await expect(accountButton(page)).toBeVisible()
  await enterMembersArea(page)
  await expect(page.getByRole('alert')).toHaveText('Sign in with your wallet to enter.')
})

test('Solana: the Solana test wallet signs in and the server verifies its ed25519 signature', async ({
  page,
}) => {
  await page.goto('/members?ns=solana')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Solana Test Wallet/ })
    .click()
  const view = signIn(page)
  await expect(view).toContainText('Sign this message to prove you own this wallet')
  await view.getByRole('button', { name: 'Sign' }).click()
  await expect(view).toBeHidden()

  const address = (await page.getByTestId('address-solana').textContent()) as string
  await enterMembersArea(page)
  await expect(page.getByTestId('members-content')).toHaveText(`Welcome, member ${address}`)
})
