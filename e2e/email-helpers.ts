// Sign-in by e-mail as a visitor does it, the mail read from the services' SMTP sink.
import { type BrowserContext, expect, type Page } from '@playwright/test'
import { SERVICES } from './account-helpers'
import { connectDialog } from './helpers'
import { answerRecoveryOffer, type RecoveryChoice } from './recovery-helpers'

export interface Mail {
  subject: string
  links: string[]
  code: string | null
}

/** The mails to `to` whose subject matches, newest first. */
async function mailsTo(to: string, subject: RegExp): Promise<Mail[]> {
  const response = await fetch(`${SERVICES}/__test/mail?to=${encodeURIComponent(to)}`)
  const { messages } = (await response.json()) as { messages: Mail[] }
  return messages.filter((message) => subject.test(message.subject))
}

/** The newest mail to `to` whose subject matches, once more than `seen` such mails have arrived. */
export async function mailTo(to: string, subject: RegExp, seen = 0): Promise<Mail> {
  let found: Mail[] = []
  await expect
    .poll(async () => {
      found = await mailsTo(to, subject)
      return found.length > seen
    })
    .toBe(true)
  return found[0] as Mail
}

/** SPEC §8: one e-mail sign-in per address every 30 s; waits until a sign-in started at `since` allows another. */
export async function waitOutEmailCooldown(page: Page, since: number) {
  await page.waitForTimeout(Math.max(0, since + 31_000 - Date.now()))
}

/** Opens the modal and asks to sign in with this e-mail. */
export async function startEmailSignIn(page: Page, email: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = connectDialog(page)
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
}

const APPROVAL_MAIL = /Approve your new device/
const CODE_MAIL = /sign-in code/

/**
 * Approves a new device as its owner does: the approval mail's link opens a page whose button approves it.
 * `seen`: how many approval mails there were before this sign-in (a second browser of the same e-mail).
 */
export async function approveDevice(context: BrowserContext, email: string, seen = 0) {
  const approval = await mailTo(email, APPROVAL_MAIL, seen)
  const approvalPage = await context.newPage()
  await approvalPage.goto(approval.links[0] ?? '')
  await approvalPage.getByRole('button', { name: 'Approve' }).click()
  // Closed once the approval's answer has loaded: closing a page while its form post is still arriving can hang.
  await expect(approvalPage.getByRole('status')).toContainText(email)
  await approvalPage.close()
}

/**
 * Signs in by e-mail on a new device: the approval mail's link, then the code mail. A wallet made by this
 * sign-in is offered recovery next: `recovery` says what the visitor picks (none: the offer is not expected, as
 * for a wallet whose recovery is set up). Returns the recovery code for 'code'.
 */
export async function signInByEmail(
  page: Page,
  context: BrowserContext,
  email: string,
  recovery: RecoveryChoice | 'none' = 'later',
): Promise<string | undefined> {
  const [approvals, codes] = await Promise.all([mailsTo(email, APPROVAL_MAIL), mailsTo(email, CODE_MAIL)])
  await startEmailSignIn(page, email)
  await approveDevice(context, email, approvals.length)
  const code = await mailTo(email, CODE_MAIL, codes.length)
  await page
    .getByRole('dialog', { name: 'Email' })
    .getByRole('textbox', { name: 'Code' })
    .fill(code.code ?? '')
  if (recovery === 'none') return undefined
  const recoveryCode = await answerRecoveryOffer(page, recovery)
  await expect(page.getByRole('dialog', { name: 'Set up recovery' })).toBeHidden()
  return recoveryCode
}
