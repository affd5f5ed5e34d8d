// Issue 21 (SECURITY.md, attacker 1): a script on the host page sees what finishes a social or Farcaster
// sign-in — the popup's result message with the provider's code, the Farcaster link in the QR code — and races
// the frame from Node with a key of its own and the frame's Origin forged. The services finish a sign-in only
// for the key that started it: Node gets 401 and no session, and the visitor's own sign-in still completes.
import { expect, type Page, test } from '@playwright/test'
import { SERVICES } from './account-helpers'
import { connectDialog } from './helpers'
import { attackerKey, FRAME_ORIGIN, HOST_ORIGIN } from './hostile-host'
import { settleSharedSignIn } from './recovery-helpers'

/**
 * The init script: in the host origin, it catches the popup's result before the app hears it, keeps it for
 * Node (`__stolenResult`) and lets it go on to the app only when told (`__release`): the attacker goes first.
 */
function interceptSocialResult({ frameOrigin, hostOrigin }: { frameOrigin: string; hostOrigin: string }) {
  if (location.origin !== hostOrigin) return
  const page = window as unknown as { __stolenResult?: string; __release?: () => void }
  let held: MessageEvent | undefined
  addEventListener(
    'message',
    (event) => {
      if (event === held || event.origin !== frameOrigin) return
      const data = event.data as { resultUri?: unknown } | null
      if (typeof data?.resultUri !== 'string') return
      event.stopImmediatePropagation()
      page.__stolenResult = data.resultUri
      // The same message, from the same origin and popup, once Node has had its go.
      page.__release = () => {
        held = new MessageEvent('message', { data: event.data, origin: event.origin, source: event.source })
        dispatchEvent(held)
      }
    },
    true,
  )
}

/** Node's attempt: the stolen value, the attacker's key and a valid proof by it, the frame's Origin forged. */
async function completeAsAttacker(path: string, body: Record<string, unknown>) {
  const key = await attackerKey()
  const url = `${SERVICES}${path}`
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: FRAME_ORIGIN, DPoP: await key.proof('POST', url) },
    body: JSON.stringify({ ...body, bindingKey: key.jwk }),
  })
  return { status: response.status, text: await response.text() }
}

async function expectSignedIn(page: Page, identity: string) {
  await expect(page.getByTestId('address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  await expect(page.getByTestId('status')).toHaveText('connected')
  await settleSharedSignIn(page)
  await page.getByRole('button', { name: /ETH 0x[0-9a-fA-F]{2}\.\.\.[0-9a-fA-F]{6}$/ }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText(identity)
}

test('the popup’s result, taken by the host page and redeemed from Node first, signs nobody in', async ({
  page,
}) => {
  await page.addInitScript(interceptSocialResult, { frameOrigin: FRAME_ORIGIN, hostOrigin: HOST_ORIGIN })
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await connectDialog(page).getByRole('button', { name: 'Continue with Google' }).click()
  const stolen = await (
    await page.waitForFunction(() => (window as { __stolenResult?: string }).__stolenResult)
  ).jsonValue()
  expect(new URL(stolen as string).searchParams.get('code')).toBeTruthy()

  const attempt = await completeAsAttacker('/frame/v1/social/connect', { uri: stolen })
  expect(attempt.status).toBe(401)
  expect(JSON.parse(attempt.text)).toEqual({ message: 'Unknown, used or expired sign-in: start again' })

  // The refusal spent nothing: the visitor's frame finishes the same sign-in.
  await page.evaluate(() => (window as { __release?: () => void }).__release?.())
  await expectSignedIn(page, 'gangway.tester')
})

test('the Farcaster link the host page shows, used from Node with another key, signs nobody in', async ({
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
  const channelToken = new URL(url).searchParams.get('channelToken')
  expect(channelToken).toBeTruthy()

  const early = await completeAsAttacker('/frame/v1/farcaster/connect', { channelToken })
  expect(early.status).toBe(401)
  expect(JSON.parse(early.text)).toEqual({ message: 'Unknown or expired Farcaster sign-in: start again' })

  const approval = await fetch(`${SERVICES}/__test/farcaster/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url }),
  })
  expect(approval.status).toBe(200)
  // After the approval too: refused before the relay is asked, so the approval stays for the frame.
  const late = await completeAsAttacker('/frame/v1/farcaster/connect', { channelToken })
  expect([401, 404]).toContain(late.status)
  expect(late.text).not.toContain('accessToken')
  await expectSignedIn(page, 'gangway-tester')
})
