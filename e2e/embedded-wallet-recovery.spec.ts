// Issue 21: the embedded wallet is split into key shares, and a browser without its device share gets the wallet
// back only with what the visitor holds: the recovery code shown once, or their passkey (Chromium's virtual
// authenticator with PRF, through CDP). Either restores the same address, which then signs.
import { type BrowserContext, type CDPSession, expect, type Page, test } from '@playwright/test'
import { verifyMessage } from 'viem'
import { createRecoveryCode } from '../apps/secure-frame/src/keys/recovery-code'
import { expectAccessible } from './axe'
import { signInByEmail, waitOutEmailCooldown } from './email-helpers'
import { FRAME_ORIGIN } from './hostile-host'
import { answerRecoveryOffer, secureFrame } from './recovery-helpers'

const APP_ORIGIN = 'http://127.0.0.1:5173'

function embeddedAccountButton(page: Page) {
  return page.getByRole('button', { name: /ETH 0x[0-9a-fA-F]{2}\.\.\.[0-9a-fA-F]{6}$/ })
}

async function shownAddress(page: Page): Promise<`0x${string}`> {
  const address = page.getByTestId('address')
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  return (await address.textContent()) as `0x${string}`
}

/** "Sign message" on the sandbox, approved in the frame; the signature must be the address's. */
async function signsAs(page: Page, address: `0x${string}`) {
  const approval = secureFrame(page).getByRole('dialog', { name: 'Signature request' })
  await expect(approval).toBeVisible()
  await approval.getByRole('button', { name: 'Approve' }).click()
  const signature = page.getByTestId('signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  const signed = (await signature.textContent()) as `0x${string}`
  expect(await verifyMessage({ address, message: 'Hello from Gangway', signature: signed })).toBe(true)
}

/** A platform authenticator with PRF that answers by itself, as a phone's or a laptop's passkey would. */
async function addPasskeyAuthenticator(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
      hasPrf: true,
    },
  })
  return cdp
}

/** Clears the app origin's storage and the frame's, whose storage key names the app's site as its partition. */
async function clearSiteData(context: BrowserContext, page: Page) {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(FRAME_ORIGIN))
  expect(frame).toBeDefined()
  // The frame is cross-site, so it runs in its own process: asked through its own CDP session.
  const inFrame = await context.newCDPSession(frame!)
  const { frameTree } = await inFrame.send('Page.getFrameTree')
  const { storageKey } = await inFrame.send('Storage.getStorageKeyForFrame', { frameId: frameTree.frame.id })
  expect(storageKey).toContain(FRAME_ORIGIN)
  await inFrame.send('Storage.clearDataForStorageKey', { storageKey, storageTypes: 'all' })
  const inPage = await context.newCDPSession(page)
  await inPage.send('Storage.clearDataForOrigin', { origin: APP_ORIGIN, storageTypes: 'all' })
}

test('a recovery code, set up from the Account view, restores the same address in a fresh browser, which then signs', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000)
  const email = `recovery.code.${Date.now()}@example.com`
  await page.goto('/')
  await signInByEmail(page, context, email, 'later')
  // The services' 30 s between two sign-ins of one address run from when they took the first one, which is before
  // its mails arrived: counted from here, a slow first sign-in cannot make the second one come too early.
  const firstSignIn = Date.now()
  const address = await shownAddress(page)

  // Put off at sign-in: the Account view says where the wallet lives and offers recovery again.
  await embeddedAccountButton(page).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toContainText('Your wallet lives only on your devices.')
  await expectAccessible(page, { modal: true })
  await account.getByRole('button', { name: 'Set up recovery' }).click()
  const code = (await answerRecoveryOffer(page, 'code')) as string
  await expect(account).toBeVisible()
  await expect(account).not.toContainText('Your wallet lives only on your devices.')
  await page.keyboard.press('Escape')

  // Another browser: nothing of the first one's storage. The sign-in shows the account's address at once.
  const fresh = await browser.newContext()
  const other = await fresh.newPage()
  await other.goto('/')
  await waitOutEmailCooldown(other, firstSignIn)
  await signInByEmail(other, fresh, email, 'none')
  expect(await shownAddress(other)).toBe(address)

  // The first signature asks for the code: a wrong one is refused in words and opens nothing.
  await other.getByRole('button', { name: 'Sign message' }).click()
  const recover = secureFrame(other).getByRole('dialog', { name: 'Recover your wallet' })
  await expect(recover).toBeVisible()
  await expectAccessible(other, { modal: true })
  const field = recover.getByRole('textbox', { name: 'Recovery code' })
  // A well-formed code of no wallet of this account.
  await field.fill(createRecoveryCode())
  await recover.getByRole('button', { name: 'Recover with code' }).click()
  await expect(recover).toContainText('That recovery code does not open this wallet')
  await field.fill(code)
  await recover.getByRole('button', { name: 'Recover with code' }).click()
  await signsAs(other, address)

  // This browser keeps its own share now: the next signature asks for nothing but approval.
  await other.getByRole('button', { name: 'Sign message' }).click()
  await signsAs(other, address)
  await fresh.close()
})

test('a passkey restores the same address after the browser’s data is cleared, which then signs', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await addPasskeyAuthenticator(context, page)
  const email = `recovery.passkey.${Date.now()}@example.com`
  await signInByEmail(page, context, email, 'passkey')
  // Counted once the first sign-in is done, as above.
  const firstSignIn = Date.now()
  const address = await shownAddress(page)
  await embeddedAccountButton(page).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).not.toContainText('lives only on your devices')
  await page.keyboard.press('Escape')

  // Every byte both origins keep is gone, the frame's storage (partitioned under the app's site) included: only
  // the passkey is left. CDP cannot copy a virtual passkey's PRF secret to another context's authenticator, so
  // this browser stays, with its data cleared as a visitor clears it.
  await clearSiteData(context, page)
  await context.clearCookies()
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('disconnected')

  await waitOutEmailCooldown(page, firstSignIn)
  await signInByEmail(page, context, email, 'none')
  expect(await shownAddress(page)).toBe(address)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const recover = secureFrame(page).getByRole('dialog', { name: 'Recover your wallet' })
  await expect(recover).toBeVisible()
  await recover.getByRole('button', { name: 'Use a passkey' }).click()
  await signsAs(page, address)
})
