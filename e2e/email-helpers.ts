// Sign-in by e-mail as a visitor does it, the mail read from the services' SMTP sink.
import { type BrowserContext, expect, type Page } from '@playwright/test'
import { SERVICES } from './account-helpers'
import { connectDialog } from './helpers'

export interface Mail {
  subject: string
  links: string[]
  code: string | null
}

/** The newest mail to `to` whose subject matches, once it has arrived. */
export async function mailTo(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(async () => {
      const response = await fetch(`${SERVICES}/__test/mail?to=${encodeURIComponent(to)}`)
      const { messages } = (await response.json()) as { messages: Mail[] }
      found = messages.find((message) => subject.test(message.subject))
      return Boolean(found)
    })
    .toBe(true)
  return found as Mail
}

/** Opens the modal and asks to sign in with this e-mail. */
export async function startEmailSignIn(page: Page, email: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = connectDialog(page)
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
}

/** Approves a new device as its owner does: the approval mail's link opens a page whose button approves it. */
export async function approveDevice(context: BrowserContext, email: string) {
  const approval = await mailTo(email, /Approve your new device/)
  const approvalPage = await context.newPage()
  await approvalPage.goto(approval.links[0] ?? '')
  await approvalPage.getByRole('button', { name: 'Approve' }).click()
  // Closed once the approval's answer has loaded: closing a page while its form post is still arriving can hang.
  await expect(approvalPage.getByRole('status')).toContainText(email)
  await approvalPage.close()
}

/** Signs in by e-mail on a new device: the approval mail's link, then the code mail. */
export async function signInByEmail(page: Page, context: BrowserContext, email: string) {
  await startEmailSignIn(page, email)
  await approveDevice(context, email)
  const code = await mailTo(email, /sign-in code/)
  await page
    .getByRole('dialog', { name: 'Email' })
    .getByRole('textbox', { name: 'Code' })
    .fill(code.code ?? '')
}
