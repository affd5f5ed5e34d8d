// Issue 21, "Playwright, hostile host": a script on an allowed host page records everything the host origin can
// read or hear while a visitor signs in by e-mail, signs and sends. Replayed from Node against the services and
// the frame, with any headers (the frame's Origin included), none of it yields a session, a wrapping key, a
// share or a signature: the session lives in the frame, bound to a key that cannot leave it.
import { type BrowserContext, expect, type Frame, type Page, test } from '@playwright/test'
import { createPublicClient, createWalletClient, http, parseEther, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { SERVICES } from './account-helpers'
import { signInByEmail } from './email-helpers'
import { RPC } from './helpers'
import {
  attackerKey,
  FRAME_ORIGIN,
  HOST_ORIGIN,
  type HostLoot,
  headerSafe,
  hostileInitScript,
  LOOT_MARKERS,
  replayAll,
  stringsIn,
} from './hostile-host'

// Anvil's account 6 pays for the embedded wallet's transaction (no other spec uses it).
const FUNDER = privateKeyToAccount('0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e')
const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const chain = createPublicClient({ chain: mainnet, transport: http(RPC[1]) })

/** The routes that hand out a session, key material or a share to the right caller. */
const SESSION_ROUTES = [
  ['GET', '/frame/v1/session'],
  ['GET', '/frame/v1/keys'],
  ['GET', '/frame/v1/shares/auth'],
  ['GET', '/frame/v1/shares/recovery'],
  ['POST', '/frame/v1/sign-out'],
] as const
const REFRESH = '/frame/v1/session/refresh'

const secureFrame = (page: Page) => page.frameLocator('iframe[title="Gangway secure frame"]')

/** Signs in by e-mail on a new device and returns the embedded wallet's address. */
async function signInEmbedded(page: Page, context: BrowserContext, email: string) {
  await signInByEmail(page, context, email)
  await expect(page.getByTestId('address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  return (await page.getByTestId('address').textContent()) as `0x${string}`
}

async function sendFromModal(page: Page, amount: string) {
  await page.getByRole('button', { name: /ETH 0x[0-9a-fA-F]{2}\.\.\.[0-9a-fA-F]{6}$/ }).click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send' }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByRole('button', { name: /Token/ }).click()
  await page
    .getByRole('dialog', { name: 'Select Token' })
    .getByRole('button', { name: /ETH/ })
    .first()
    .click()
  await send.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await send.getByRole('textbox', { name: 'To' }).fill(RECEIVER)
  await send.getByRole('button', { name: 'Preview send' }).click()
  await page.getByRole('dialog', { name: 'Review Send' }).getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('dialog', { name: 'Approve Transaction' })).toBeVisible()
  // Approve is enabled only once the dialog has been visible a moment; click() waits for that.
  await secureFrame(page).getByRole('button', { name: 'Approve' }).click()
  const review = page.getByRole('dialog', { name: 'Review Send' })
  await expect(review.getByText('Transaction sent')).toBeVisible()
  await review.getByRole('button', { name: 'Done' }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeHidden()
}

/**
 * The control: Playwright may look inside the frame (no page can). The frame's own tokens, with a proof made
 * by the frame's own key, do open the session, so the replays below fail for the right reason.
 */
async function frameOwnSession(frame: Frame, url: string) {
  return frame.evaluate(async (target) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('gangway-secure-frame')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const read = (key: string) =>
      new Promise<unknown>((resolve, reject) => {
        const request = db.transaction('session', 'readonly').objectStore('session').get(key)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
    const session = (await read('session')) as { accessToken: string; refreshToken: string }
    const key = (await read('bindingKey')) as CryptoKeyPair
    const b64 = (bytes: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    const text = (value: unknown) => b64(new TextEncoder().encode(JSON.stringify(value)))
    const { x, y } = await crypto.subtle.exportKey('jwk', key.publicKey)
    const ath = b64(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(session.accessToken)))
    const payload = {
      htm: 'GET',
      htu: target,
      iat: Math.floor(Date.now() / 1000),
      jti: crypto.randomUUID(),
      ath,
    }
    const input = `${text({ typ: 'dpop+jwt', alg: 'ES256', jwk: { kty: 'EC', crv: 'P-256', x, y } })}.${text(payload)}`
    const signature = await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      key.privateKey,
      new TextEncoder().encode(input),
    )
    return { ...session, proof: `${input}.${b64(signature)}`, extractable: key.privateKey.extractable }
  }, url)
}

test('nothing the host page can read or hear yields a session, a key, a share or a signature', async ({
  page,
  context,
}) => {
  test.setTimeout(360_000)
  await page.addInitScript(hostileInitScript, HOST_ORIGIN)
  await page.goto('/')
  const embedded = await signInEmbedded(page, context, `hostile.${Date.now()}@example.com`)

  // The visitor still signs (verified against the embedded address) and sends, approved in the frame.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByRole('dialog', { name: 'Approve Transaction' })).toBeVisible()
  await secureFrame(page).getByRole('button', { name: 'Approve' }).click()
  const signature = (await page.getByTestId('signature').textContent({ timeout: 15_000 })) as `0x${string}`
  expect(await verifyMessage({ address: embedded, message: 'Hello from Gangway', signature })).toBe(true)
  const funder = createWalletClient({ account: FUNDER, chain: mainnet, transport: http(RPC[1]) })
  await chain.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: embedded, value: parseEther('0.1') }),
  })
  const before = await chain.getBalance({ address: RECEIVER })
  await sendFromModal(page, '0.001')
  await expect.poll(() => chain.getBalance({ address: RECEIVER })).toBe(before + parseEther('0.001'))

  // The hostile script hands over everything the host origin has; then again after a reload, when the
  // embedded wallet is restored (where the app used to hand the frame its token).
  const collect = async () =>
    (await page.evaluate(() =>
      (window as unknown as { __collectLoot: () => Promise<unknown> }).__collectLoot(),
    )) as HostLoot
  const beforeReload = await collect()
  await page.reload()
  await expect(page.getByTestId('address')).toHaveText(embedded)
  await expect(page.getByTestId('status')).toHaveText('connected')
  const afterReload = await collect()
  const loot = {
    ...afterReload,
    messages: [...beforeReload.messages, ...afterReload.messages],
    beforeReload: { ...beforeReload, messages: [] },
  }
  expect(afterReload.messages.some(({ origin }) => origin === FRAME_ORIGIN)).toBe(true)
  expect(loot.messages.some(({ origin }) => origin === FRAME_ORIGIN)).toBe(true)
  const strings = [...stringsIn(loot)].filter((value) => value.length >= 8 && value.length <= 8192)
  expect(strings.length).toBeGreaterThan(0)

  // The frame's real session: never among what the host could read.
  const frame = page.frames().find((candidate) => candidate.url().startsWith(FRAME_ORIGIN)) as Frame
  const own = await frameOwnSession(frame, `${SERVICES}/frame/v1/session`)
  expect(own.extractable).toBe(false)
  const everything = JSON.stringify(loot)
  expect(everything).not.toContain(own.accessToken)
  expect(everything).not.toContain(own.refreshToken)
  const control = await fetch(`${SERVICES}/frame/v1/session`, {
    headers: { Authorization: `DPoP ${own.accessToken}`, DPoP: own.proof },
  })
  expect(control.status).toBe(200)

  // Replay every string as every credential the services know, with the frame's Origin forged. Proofs are
  // made when sent, so none is stale by the time it arrives.
  const attacker = await attackerKey()
  const tokens = strings.filter(headerSafe)
  const requests: Parameters<typeof replayAll>[0] = []
  for (const token of tokens) {
    for (const [method, path] of SESSION_ROUTES) {
      const url = `${SERVICES}${path}`
      const variants: (() => Promise<Record<string, string>>)[] = [
        async () => ({ Authorization: `Bearer ${token}` }),
        async () => ({ Authorization: `DPoP ${token}` }),
        async () => ({ Authorization: `DPoP ${token}`, DPoP: await attacker.proof(method, url, token) }),
        async () => ({ Authorization: `Bearer ${token}`, DPoP: await attacker.proof(method, url, token) }),
      ]
      for (const headers of variants) {
        requests.push({
          what: `${method} ${path}`,
          url,
          init: async () => ({ method, headers: { ...(await headers()), Origin: FRAME_ORIGIN } }),
        })
      }
    }
  }
  const refreshUrl = `${SERVICES}${REFRESH}`
  for (const token of strings) {
    for (const withProof of [false, true]) {
      requests.push({
        what: `POST ${REFRESH}`,
        url: refreshUrl,
        init: async () => ({
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Origin: FRAME_ORIGIN,
            ...(withProof ? { DPoP: await attacker.proof('POST', refreshUrl) } : {}),
          },
          body: JSON.stringify({ refreshToken: token }),
        }),
      })
    }
  }
  const answers = await replayAll(requests)
  expect(answers.length).toBeGreaterThan(0)
  test.info().annotations.push({
    type: 'replayed',
    description: `${strings.length} strings from ${loot.messages.length} messages and the host's storage; ${answers.length} requests`,
  })
  for (const answer of answers) {
    expect.soft([401, 403], `${answer.what} → ${answer.status}`).toContain(answer.status)
    for (const marker of LOOT_MARKERS) expect.soft(answer.body, answer.what).not.toContain(marker)
  }

  // The frame's own page, fetched from Node with the same strings, is a static page that signs nothing.
  for (const token of tokens.slice(0, 50)) {
    const response = await fetch(
      `${FRAME_ORIGIN}/?projectId=gangway-sandbox&sessionToken=${encodeURIComponent(token)}`,
      {
        headers: { Authorization: `DPoP ${token}`, Origin: HOST_ORIGIN },
      },
    )
    const body = await response.text()
    for (const marker of LOOT_MARKERS) expect.soft(body).not.toContain(marker)
    expect.soft(body).not.toMatch(/0x[0-9a-f]{130}/)
  }

  // The visitor is still signed in and still signs: the replays revoked nothing of theirs by accident.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await secureFrame(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
})
