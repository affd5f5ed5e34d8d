// What the account, swap and buy specs share: the services' test hooks, balances read from chain 1, and the
// Account dialog.
import { expect, type Page } from '@playwright/test'
import { createPublicClient, erc20Abi, http } from 'viem'
import { accountButton, RPC } from './helpers'

export const SERVICES = 'http://127.0.0.1:8787'
export const chain = createPublicClient({ transport: http(RPC[1]) })
export const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value)

async function servicesHook(path: string, init?: RequestInit) {
  const response = await fetch(`${SERVICES}/__test${path}`, init)
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response
}

/** Makes `route` answer `status` until the faults are cleared. */
export function injectFault(route: string, status: number) {
  return servicesHook('/faults', { method: 'POST', body: JSON.stringify({ route, status }) })
}

export function clearFaults() {
  return servicesHook('/faults', { method: 'DELETE' })
}

export function clearRequests() {
  return servicesHook('/requests', { method: 'DELETE' })
}

/** How many requests the services received at `path` since the log was last cleared. */
export async function requestsTo(path: string): Promise<number> {
  const response = await servicesHook('/requests')
  const { requests } = (await response.json()) as { requests: { path: string }[] }
  return requests.filter((request) => request.path.toLowerCase() === path.toLowerCase()).length
}

/** The services' deployment of a token on chain 1 (the address comes from the chain, not from the UI). */
export async function tokenAddress(symbol: string): Promise<`0x${string}`> {
  const response = await fetch(`${SERVICES}/__test/deployments/1`)
  const deployments = (await response.json()) as Record<string, `0x${string}`>
  const address = deployments[symbol]
  if (!address) throw new Error(`No ${symbol} deployed on chain 1: ${JSON.stringify(deployments)}`)
  return address
}

export async function tokenBalance(symbol: string, holder: `0x${string}`): Promise<bigint> {
  return chain.readContract({
    address: await tokenAddress(symbol),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
  })
}

export function accountDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Account' })
}

export async function openAccount(page: Page) {
  await accountButton(page).click()
  await expect(accountDialog(page)).toBeVisible()
  return accountDialog(page)
}

/** The Account view, whether a network switch left the modal on it or closed it. */
export async function showAccount(page: Page) {
  const dialog = accountDialog(page)
  await page.waitForTimeout(300)
  if (!(await dialog.isVisible())) await accountButton(page).click()
  await expect(dialog).toBeVisible()
}
