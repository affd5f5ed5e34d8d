// The secure frame talks to allow-listed embedders only, and the app listens to the frame only (issue 11).
import { expect, test } from '@playwright/test'
import { connectDialog } from './helpers'

const FRAME = 'http://localhost:8790/'
const HOSTILE = 'http://127.0.0.3:8799'

/** A page on a third loopback origin that embeds the frame (claiming `claimedOrigin`) and records what it hears. */
function hostilePage(claimedOrigin: string) {
  const src = `${FRAME}?projectId=gangway-sandbox&chainId=1&version=4&enableLogger=false&origin=${encodeURIComponent(claimedOrigin)}`
  return `<!doctype html><html><body><h1>Hostile</h1><iframe id="frame" title="frame" src="${src}"></iframe>
<script>
  window.heard = []
  addEventListener('message', (event) => window.heard.push({ origin: event.origin, data: event.data }))
  document.getElementById('frame').addEventListener('load', () => {
    const target = document.getElementById('frame').contentWindow
    for (const name of ['GET_USER', 'IS_CONNECTED', 'RPC_REQUEST', 'SIGN_OUT']) {
      const payload = name === 'RPC_REQUEST' ? { method: 'eth_accounts' } : {}
      target.postMessage({ type: '@gangway-app/' + name, id: crypto.randomUUID(), payload }, '*')
    }
    window.loaded = true
  })
</script></body></html>`
}

for (const [label, claimed] of [
  ['as itself', HOSTILE],
  ["claiming the sandbox's origin", 'http://127.0.0.1:5173'],
] as const) {
  test(`a page on another origin that embeds the frame ${label} gets nothing from it`, async ({ page }) => {
    await page.route(`${HOSTILE}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: hostilePage(claimed) }),
    )
    await page.goto(`${HOSTILE}/`)
    await page.waitForFunction(() => (window as unknown as { loaded?: boolean }).loaded === true)
    // Long enough for the frame to fetch its project's origins and answer, were it going to.
    await page.waitForTimeout(2_000)
    expect(await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([])
  })
}

test('a forged frame answer, even with the right request id, is ignored by the app', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await connectDialog(page).getByRole('textbox', { name: 'Email' }).fill(`forged.${Date.now()}@example.com`)
  await connectDialog(page).getByRole('button', { name: 'Continue with email' }).click()
  const view = page.getByRole('dialog', { name: 'Email' })
  await expect(view).toContainText('Register this device to continue')

  // Read the id of the device request the app sent, inside the frame (Playwright may; a page may not).
  const frame = page.frames().find((candidate) => candidate.url().startsWith(FRAME))
  if (!frame) throw new Error('the secure frame is not in the page')
  await frame.evaluate(() => {
    addEventListener('message', (event) => {
      const data = event.data as { type?: string; id?: string }
      if (data.type === '@gangway-app/CONNECT_DEVICE')
        (window as unknown as { lastId?: string }).lastId = data.id
    })
  })
  await expect
    .poll(() => frame.evaluate(() => (window as unknown as { lastId?: string }).lastId), { timeout: 30_000 })
    .toBeTruthy()
  const id = await frame.evaluate(() => (window as unknown as { lastId?: string }).lastId)

  // The page itself (the app's origin, not the frame's) forges the approval: the view does not move.
  await page.evaluate((requestId) => {
    window.postMessage(
      { type: '@gangway-frame/CONNECT_DEVICE_SUCCESS', id: requestId, payload: { approved: true } },
      '*',
    )
  }, id)
  await page.waitForTimeout(1_000)
  await expect(view).toContainText('Register this device to continue')
  await expect(view).not.toContainText('Enter the code')
})
