// The embedded wallet's recovery as a visitor meets it: the modal's SetUpRecovery view with the secure frame's
// own "Set up recovery" dialog over it, and "Recover your wallet" in the frame at a new device's first signature.
import { expect, type FrameLocator, type Page } from '@playwright/test'

export function secureFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Gangway secure frame"]')
}

/** What the visitor does with the offer: not now, a recovery code (returned), or a passkey. */
export type RecoveryChoice = 'later' | 'code' | 'passkey'

/**
 * Answers "Set up recovery" in the frame, shown over the modal's view (after a first sign-in, or from the Account
 * notice). Returns the recovery code the frame showed once, for 'code'.
 */
export async function answerRecoveryOffer(page: Page, choice: RecoveryChoice): Promise<string | undefined> {
  await expect(page.getByRole('dialog', { name: 'Set up recovery' })).toBeVisible()
  const frame = secureFrame(page)
  const offer = frame.getByRole('dialog', { name: 'Set up recovery' })
  await expect(offer).toBeVisible()
  if (choice === 'later') {
    await offer.getByRole('button', { name: 'Not now' }).click()
    return undefined
  }
  if (choice === 'passkey') {
    await offer.getByRole('button', { name: 'Create a passkey' }).click()
    return undefined
  }
  await offer.getByRole('button', { name: 'Show a recovery code' }).click()
  const shown = frame.getByRole('dialog', { name: 'Your recovery code' })
  const code =
    (await shown.getByRole('group', { name: 'Recovery code' }).locator('.gw-recovery-code').textContent()) ??
    ''
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{1,4}){6}$/)
  await shown.getByRole('checkbox', { name: 'I have saved my recovery code' }).check()
  await shown.getByRole('button', { name: 'Done' }).click()
  return code
}

/**
 * After a sign-in whose identity other tests share (the OAuth stand-in's and Farcaster's test users): the first
 * sign-in of the run gets the offer, and takes a recovery code, so a later test's new browser can open the
 * same wallet. Waits until the modal has settled either way.
 */
export async function settleSharedSignIn(page: Page): Promise<void> {
  const offer = page.getByRole('dialog', { name: 'Set up recovery' })
  const anyDialog = page.getByRole('dialog')
  await expect
    .poll(async () =>
      (await offer.isVisible()) ? 'offer' : (await anyDialog.count()) ? 'pending' : 'closed',
    )
    .not.toBe('pending')
  if (await offer.isVisible()) await answerRecoveryOffer(page, 'code')
  await expect(offer).toBeHidden()
}
