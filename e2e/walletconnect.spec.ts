import { createLabWallet, type LabWallet } from '@gangway/testing/walletconnect'
import { expect, type Page, test } from '@playwright/test'
import { ANVIL_ACCOUNT, accountButton, connectDialog, expectVerifiedSignature, RPC } from './helpers'

const SERVICES = 'http://127.0.0.1:8787'
const LOOPBACK = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost)(:\d+)?\//

/** Every URL the page asks for, WebSockets and frames included. */
function recordTraffic(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  page.on('websocket', (socket) => urls.push(socket.url()))
  return urls
}

function leavingLoopback(urls: string[]): string[] {
  return urls.filter((url) => !LOOPBACK.test(url) && !/^(data|blob):/.test(url))
}

let lab: LabWallet | undefined
test.afterEach(async () => {
  await lab?.close()
  lab = undefined
})

async function startLabWallet(): Promise<LabWallet> {
  lab = await createLabWallet({
    relayUrl: `${SERVICES.replace('http', 'ws')}/relay`,
    verifyUrl: `${SERVICES}/verify/v3`,
    projectId: 'gangway-sandbox',
    chains: {
      eip155: [
        { id: 1, rpcUrl: RPC[1] },
        { id: 137, rpcUrl: RPC[137] },
      ],
    },
  })
  return lab
}

/** Opens the modal, picks WalletConnect and reads the pairing URI as a person would: with Copy link. */
async function copyPairingUri(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = connectDialog(page)
  await dialog
    .getByRole('list', { name: 'Wallets' })
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  await expect(page.locator('[data-qr-uri] > svg > path')).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: 'Copy link' }).click()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri
}

async function pairAndApprove(wallet: LabWallet, uri: string) {
  await wallet.pair(uri)
  const proposal = await wallet.nextProposal()
  return wallet.approveSession(proposal)
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
})

test('an EVM wallet connects over WalletConnect, signs, refuses, switches, disconnects and is restored', async ({
  page,
}) => {
  const traffic = recordTraffic(page)
  await page.goto('/')
  const wallet = await startLabWallet()

  await pairAndApprove(wallet, await copyPairingUri(page))
  await expect(accountButton(page)).toBeVisible()
  await expect(page.getByTestId('address')).toHaveText(ANVIL_ACCOUNT)

  // personal_sign goes to the lab wallet over the relay; the signature verifies.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await wallet.approveRequest(await wallet.nextRequest())
  await expectVerifiedSignature(page)

  // The wallet rejects the next request: the visitor reads the SPEC's message.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await wallet.rejectRequest(await wallet.nextRequest())
  await expect(page.getByRole('alert').filter({ hasText: 'Signature declined' })).toBeVisible()

  // Switch network from the modal.
  await page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: /Ethereum/ })
    .click()
  await page.getByRole('dialog', { name: 'Choose network' }).getByRole('button', { name: 'Polygon' }).click()
  await expect(page.getByTestId('network')).toHaveText('Polygon (137)')

  // One pairing connected every namespace the wallet holds: the account view disconnects them all at once.
  await accountButton(page).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect all' }).click()
  await expect(page.getByTestId('status')).toHaveText('disconnected')

  // Connect again, reload: the session comes back without a click.
  await pairAndApprove(wallet, await copyPairingUri(page))
  await expect(accountButton(page)).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByTestId('address')).toHaveText(ANVIL_ACCOUNT)

  expect(leavingLoopback(traffic)).toEqual([])
  expect(traffic.some((url) => url.startsWith('ws://127.0.0.1:8787/relay'))).toBe(true)
})

test('one pairing connects Solana and Polkadot too, with no adapter of the host for them', async ({
  page,
}) => {
  const traffic = recordTraffic(page)
  await page.goto('/?adapters=universal')
  const wallet = await startLabWallet()
  const session = await pairAndApprove(wallet, await copyPairingUri(page))
  const accounts = Object.values(session.namespaces).flatMap((namespace) => namespace.accounts)
  const addressIn = (namespace: string) =>
    accounts.find((account) => account.startsWith(`${namespace}:`))?.split(':')[2]

  await expect(page.getByTestId('address-eip155')).toHaveText(ANVIL_ACCOUNT)
  await expect(page.getByTestId('address-solana')).toHaveText(addressIn('solana') as string)
  await expect(page.getByTestId('address-polkadot')).toHaveText(addressIn('polkadot') as string)
  expect(leavingLoopback(traffic)).toEqual([])
})

test('a declined pairing shows the reason and a fresh code on Try again', async ({ page }) => {
  await page.goto('/')
  const wallet = await startLabWallet()
  const uri = await copyPairingUri(page)
  await wallet.pair(uri)
  await wallet.rejectSession(await wallet.nextProposal())
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Connection declined')).toBeVisible()
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(page.locator('[data-qr-uri] > svg > path')).toBeVisible()
  await dialog.getByRole('button', { name: 'Copy link' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).not.toBe(uri)
})

test('a host with no adapter opens straight on the QR code, and the wallet it pairs connects', async ({
  page,
}) => {
  await page.goto('/?adapters=none')
  const wallet = await startLabWallet()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.locator('[data-qr-uri] > svg > path')).toBeVisible()
  await dialog.getByRole('button', { name: 'Copy link' }).click()
  await pairAndApprove(wallet, await page.evaluate(() => navigator.clipboard.readText()))
  await expect(page.getByTestId('address-eip155')).toHaveText(ANVIL_ACCOUNT)
})

test('opening the modal reaches no relay: the SDK and its socket wait until the visitor points at WalletConnect', async ({
  page,
}) => {
  const traffic = recordTraffic(page)
  const toRelay = () => traffic.filter((url) => url.startsWith(`${SERVICES.replace('http', 'ws')}/relay`))
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).focus()
  await page.keyboard.press('Enter')
  const entry = connectDialog(page).getByRole('button', { name: /^WalletConnect/ })
  await expect(entry).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(toRelay()).toEqual([])
  await entry.hover()
  await expect.poll(toRelay).not.toEqual([])
  // The pointing readied the pairing: the click shows its code.
  await entry.click()
  await expect(page.locator('[data-qr-uri] > svg > path')).toBeVisible()
})
