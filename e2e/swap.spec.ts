import { expect, type Page, test } from '@playwright/test'
import { createWalletClient, decodeFunctionData, erc20Abi, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  accountDialog,
  chain,
  clearFaults,
  injectFault,
  SERVICES,
  showAccount,
  tokenAddress,
  tokenBalance,
} from './account-helpers'
import { ANVIL_ACCOUNT, connectTestWallet, RPC } from './helpers'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const QUERY = 'projectId=gangway-sandbox&st=appkit&sv=e2e'
/** anvil's account 0 (public default mnemonic): the sandbox's test wallet. */
const ACCOUNT_0_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

const caip10 = (address: string) => `eip155:1:${address}`

/** What the services' pool quotes now for `amount` base units of `from` in `to` (read past the UI). */
async function poolQuote(from: string, to: string, amount: bigint): Promise<bigint> {
  const url = `${SERVICES}/v1/convert/quotes?${QUERY}&amount=${amount}&userAddress=${caip10(ANVIL_ACCOUNT)}&from=${caip10(from)}&to=${caip10(to)}`
  const { quotes } = (await (await fetch(url)).json()) as { quotes: { toAmount: string }[] }
  return BigInt(quotes[0]!.toAmount)
}

/** The pool's address, read from the approval the services build (its spender). */
async function poolAddress(token: string): Promise<`0x${string}`> {
  const url = `${SERVICES}/v1/convert/build-approve?${QUERY}&userAddress=${caip10(ANVIL_ACCOUNT)}&from=${caip10(token)}&to=${caip10(NATIVE)}`
  const { tx } = (await (await fetch(url)).json()) as { tx: { data: `0x${string}` } }
  return decodeFunctionData({ abi: erc20Abi, data: tx.data }).args[0] as `0x${string}`
}

/** Withdraws account 0's allowance to the pool, so the token → token swap has to approve first. */
async function revokeAllowance(token: `0x${string}`) {
  const wallet = createWalletClient({ account: privateKeyToAccount(ACCOUNT_0_KEY), transport: http(RPC[1]) })
  const hash = await wallet.writeContract({
    chain: null,
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [await poolAddress(token), 0n],
  })
  await chain.waitForTransactionReceipt({ hash })
}

/** Swap from the Account view (opened first unless Done left the modal on it). */
async function openSwap(page: Page) {
  await showAccount(page)
  await accountDialog(page).getByRole('button', { name: 'Swap' }).click()
  const swap = page.getByRole('dialog', { name: 'Swap' })
  await expect(swap.getByRole('textbox', { name: 'You pay' })).toBeVisible()
  return swap
}

async function pickToken(page: Page, side: RegExp, name: RegExp) {
  await page.getByRole('dialog', { name: 'Swap' }).getByRole('button', { name: side }).click()
  await page.getByRole('dialog', { name: 'Select Token' }).getByRole('button', { name }).first().click()
}

/** Reviews and confirms the swap in the form; resolves once it is complete. */
async function confirmSwap(page: Page, requests: string[]) {
  await page.getByRole('dialog', { name: 'Swap' }).getByRole('button', { name: 'Review swap' }).click()
  const preview = page.getByRole('dialog', { name: 'Swap' })
  // Each request is listed with its state ("Waiting" until the wallet is asked).
  await expect(preview.getByRole('list', { name: 'Wallet requests' }).getByRole('listitem')).toHaveText(
    requests.map((request) => new RegExp(`^${request}`)),
  )
  await preview.getByRole('button', { name: 'Confirm swap' }).click()
  await expect(preview.getByText('Swap complete')).toBeVisible({ timeout: 20_000 })
  await preview.getByRole('button', { name: 'Done' }).click()
}

/** Slippage is 1% (SPEC §9): what arrives is the quote, or at most 1% less. */
function expectWithinSlippage(received: bigint, quoted: bigint) {
  expect(received).toBeLessThanOrEqual(quoted)
  expect(received * 100n).toBeGreaterThanOrEqual(quoted * 99n)
}

test.afterEach(async () => {
  await clearFaults()
})

test('swap 0.1 ETH to GWT, then GUSD to GWT through an approval; balances match the quotes; Activity lists the trade', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const [gusd, gwt] = await Promise.all([tokenAddress('GUSD'), tokenAddress('GWT')])
  await revokeAllowance(gusd)
  await page.goto('/')
  await connectTestWallet(page)

  // Native → token: no approval, one wallet request.
  let swap = await openSwap(page)
  await pickToken(page, /^You receive/, /Gangway Token/)
  await swap.getByRole('textbox', { name: 'You pay' }).fill('0.1')
  await expect(swap.getByRole('button', { name: 'Review swap' })).toBeEnabled()
  await expect(swap.getByRole('textbox', { name: 'You receive' })).not.toHaveValue('')
  let before = await tokenBalance('GWT', ANVIL_ACCOUNT)
  let quoted = await poolQuote(NATIVE, gwt, parseUnits('0.1', 18))
  await confirmSwap(page, ['Swap ETH for GWT'])
  expectWithinSlippage((await tokenBalance('GWT', ANVIL_ACCOUNT)) - before, quoted)

  // Token → token: the allowance is short, so the wallet approves the pool first.
  swap = await openSwap(page)
  await pickToken(page, /^You pay/, /Gangway USD/)
  await pickToken(page, /^You receive/, /Gangway Token/)
  await swap.getByRole('textbox', { name: 'You pay' }).fill('25')
  await expect(swap.getByRole('button', { name: 'Review swap' })).toBeEnabled()
  before = await tokenBalance('GWT', ANVIL_ACCOUNT)
  const gusdBefore = await tokenBalance('GUSD', ANVIL_ACCOUNT)
  quoted = await poolQuote(gusd, gwt, parseUnits('25', 6))
  await confirmSwap(page, ['Approve GUSD', 'Swap GUSD for GWT'])
  expectWithinSlippage((await tokenBalance('GWT', ANVIL_ACCOUNT)) - before, quoted)
  expect(gusdBefore - (await tokenBalance('GUSD', ANVIL_ACCOUNT))).toBe(parseUnits('25', 6))

  // The trade is the newest entry of Activity, under the current month.
  const dialog = accountDialog(page)
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const newest = dialog.getByRole('list', { name: 'Activity' }).getByRole('listitem').nth(2)
  await expect(newest).toContainText('Swapped')
  await expect(newest).toContainText(/-25 GUSD → \+[\d.]+ GWT/)
})

test('a failing quote shows an error, and swapping recovers once the fault is cleared', async ({ page }) => {
  await page.goto('/')
  await connectTestWallet(page)
  const swap = await openSwap(page)
  await pickToken(page, /^You receive/, /Gangway Token/)
  await injectFault('/v1/convert/quotes', 503)
  await swap.getByRole('textbox', { name: 'You pay' }).fill('0.05')
  await expect(swap.getByRole('button', { name: 'Quote unavailable' })).toBeVisible()
  await expect(swap.getByRole('alert')).toContainText("Couldn't get a quote for this swap.")

  await clearFaults()
  await swap.getByRole('button', { name: 'Try again' }).click()
  await expect(swap.getByRole('button', { name: 'Review swap' })).toBeEnabled()
  await expect(swap.getByRole('textbox', { name: 'You receive' })).not.toHaveValue('')
})
