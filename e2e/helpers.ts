import { expect, type Page } from '@playwright/test'
import { readTokenAccount } from '@gangway/common'
import { createPublicClient, formatEther, http, verifyMessage } from 'viem'
import { associatedTokenAccount } from '../apps/services/src/chain/solana/spl-mint'

export const ANVIL_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const TRUNCATED_ACCOUNT = '0xf3...b92266'
export const RPC = { 1: 'http://127.0.0.1:8545', 137: 'http://127.0.0.1:8546' } as const
export const SOLANA_RPC = 'http://127.0.0.1:8899'

/** Whole units truncated to 3 decimals, as the account button shows a balance (SPEC §9). */
function shownBalance(whole: string, fraction: string): string {
  const kept = fraction.slice(0, 3).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : `${whole}`
}

/** The SOL an address holds on the local Solana chain, as the account button shows it. */
export async function solanaBalanceOnChain(address: string): Promise<string> {
  const response = await fetch(SOLANA_RPC, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  const { result } = (await response.json()) as { result: { value: number } }
  const lamports = String(result.value).padStart(10, '0')
  return shownBalance(String(BigInt(lamports.slice(0, -9))), lamports.slice(-9))
}

/** An address's balance of an SPL mint on the local Solana chain, in base units (0 without a token account). */
export async function splBalanceOnChain(owner: string, mint: string): Promise<bigint> {
  const response = await fetch(SOLANA_RPC, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getAccountInfo',
      params: [associatedTokenAccount(owner, mint), { encoding: 'base64' }],
    }),
  })
  const { result } = (await response.json()) as { result: { value: { data: [string, string] } | null } }
  if (!result.value) return 0n
  const data = Uint8Array.from(atob(result.value.data[0]), (char) => char.charCodeAt(0))
  return readTokenAccount(data)?.amount ?? 0n
}

/** The balance the account has on a local chain, in whole units truncated to 3 decimals. */
export async function balanceOnChain(chainId: keyof typeof RPC): Promise<string> {
  const client = createPublicClient({ transport: http(RPC[chainId]) })
  const wei = await client.getBalance({ address: ANVIL_ACCOUNT })
  const [whole = '0', fraction = ''] = formatEther(wei).split('.')
  return shownBalance(whole, fraction)
}

export function connectDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Connect Wallet' })
}

/** Opens the modal from the host's connect button and picks the test wallet. */
export async function connectTestWallet(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = connectDialog(page)
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: /Test Wallet/ }).click()
  await expect(accountButton(page)).toBeVisible()
}

export function accountButton(page: Page) {
  return page.getByRole('button', { name: new RegExp(TRUNCATED_ACCOUNT.replace(/\./g, '\\.')) })
}

/** Makes the test wallet refuse the next request that needs the user's approval (code 4001). */
export async function rejectNextWalletRequest(page: Page) {
  // Each sandbox page is its own chunk: its test wallet exists once the chunk has run.
  await page.waitForFunction(() => '__gangwayTestWallet' in window)
  await page.evaluate(() => {
    const controls = (window as unknown as { __gangwayTestWallet: { rejectNextRequest(): void } })
      .__gangwayTestWallet
    controls.rejectNextRequest()
  })
}

/** The sandbox's signature output holds a signature of its message by the anvil account. */
export async function expectVerifiedSignature(page: Page, testId = 'signature') {
  const signature = page.getByTestId(testId)
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  const valid = await verifyMessage({
    address: ANVIL_ACCOUNT,
    message: 'Hello from Gangway',
    signature: (await signature.textContent()) as `0x${string}`,
  })
  expect(valid).toBe(true)
}
