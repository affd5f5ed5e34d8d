import { type CaipNetwork, mainnet, polygon } from '@gangway/common'
import {
  type AppKitCore,
  type AppKitCoreEnvironment,
  type AppKitOptions,
  type Connector,
  createAppKitCore,
  type WalletConnectClient,
  type WalletConnectSession,
  type WalletListing,
} from '@gangway/core'
import { act, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { onTestFinished, vi } from 'vitest'
import { CoreProvider } from './context.js'

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const TRUNCATED_ADDRESS = '0xf3...b92266'
export const NETWORKS: [CaipNetwork, ...CaipNetwork[]] = [mainnet, polygon]

export function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/** A real core instance with no adapters, as the modal gets it; `env` adds e.g. a WalletConnect client. */
export function createTestCore(
  options: Partial<AppKitOptions> = {},
  env: AppKitCoreEnvironment = {},
): AppKitCore {
  return createAppKitCore(
    { projectId: 'test', networks: NETWORKS, ...options },
    { storage: memoryStorage(), ...env },
  )
}

interface PairingAttempt {
  onUri(uri: string): void
  reject(error: unknown): void
}

/**
 * An in-memory WalletConnect client (core's test one is out of reach here): each `connect()` is an
 * attempt the test steers, handing it a URI or declining it.
 */
export function memoryWalletConnect() {
  const attempts: PairingAttempt[] = []
  let prepared = 0
  const client: WalletConnectClient = {
    connect: ({ onUri }) =>
      new Promise<WalletConnectSession>((_resolve, reject) => void attempts.push({ onUri, reject })),
    restore: async () => undefined,
    getSession: () => undefined,
    prepare: async () => {
      prepared += 1
    },
    disconnect: async () => undefined,
    getProvider: async () => ({}),
    subscribe: () => () => undefined,
  }
  return {
    client,
    attempts,
    /** How often the SDK was asked to get ready (load, open its relay socket). */
    get prepared() {
      return prepared
    },
    latest(): PairingAttempt {
      const attempt = attempts.at(-1)
      if (!attempt) throw new Error('No pairing was started')
      return attempt
    },
  }
}

/** A pairing URI as the SDK makes it (topic, relay protocol, symmetric key). */
export function pairingUri(topic = 'a'.repeat(64)): string {
  return `wc:${topic}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1700000300`
}

export function connectAccount(
  core: AppKitCore,
  account: { balance?: string; balanceSymbol?: string; balanceLoading?: boolean } = {},
): void {
  core.store.chain.setAccountState('eip155', {
    address: ADDRESS,
    caipAddress: `eip155:1:${ADDRESS}`,
    status: 'connected',
    ...account,
  })
  core.store.connection.setStatus('connected')
}

export function announcedWallet(overrides: Partial<Connector> = {}): Connector {
  return {
    id: 'io.metamask',
    name: 'MetaMask',
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
    info: { rdns: 'io.metamask' },
    ...overrides,
  }
}

export function renderWithCore(ui: ReactElement, core: AppKitCore) {
  return render(<CoreProvider core={core}>{ui}</CoreProvider>)
}

/** Changes core state and lets React render it (valtio notifies subscribers asynchronously). */
export async function update(change: () => unknown): Promise<void> {
  await act(async () => {
    await change()
  })
}

/** A directory listing as the directory sends it (SPEC §3 Wallet listing). */
export function walletListing(
  id: string,
  name: string,
  overrides: Partial<WalletListing> = {},
): WalletListing {
  return {
    id,
    name,
    image_id: `${id}-image`,
    rdns: null,
    chains: ['eip155:1'],
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    homepage: null,
    app_store: null,
    play_store: null,
    badge_type: undefined,
    ...overrides,
  }
}

/** Where a test's directory "is": never fetched, because the tests set its state themselves. */
export const TEST_DIRECTORY_URL = 'https://directory.gangway.test'

/**
 * A core whose directory state a test sets directly (presentation only): marked prefetched so nothing
 * is fetched, with every page loaded so no next page is asked for.
 */
export function createDirectoryCore(
  wallets: WalletListing[],
  options: Partial<AppKitOptions> = {},
  env: AppKitCoreEnvironment = {},
): AppKitCore {
  const core = createTestCore({ services: { apiUrl: TEST_DIRECTORY_URL }, ...options }, env)
  Object.assign(core.store.directory.state, {
    prefetched: true,
    wallets,
    count: wallets.length,
    page: Math.ceil(wallets.length / 40),
  })
  return core
}

/**
 * A stand-in directory at TEST_DIRECTORY_URL for one test (global fetch, restored after it): GET /getWallets
 * answers from `listings` as the directory would — by `include` ids, by `chains` (a wallet supporting one of
 * them), by `search` in names — and records the query of every request it got.
 */
export function stubDirectory(listings: readonly WalletListing[]) {
  const requests: URLSearchParams[] = []
  const list = (param: string | null) => (param ? param.split(',') : undefined)
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.origin !== TEST_DIRECTORY_URL || url.pathname !== '/getWallets') {
      return new Response('Not found', { status: 404 })
    }
    requests.push(url.searchParams)
    const include = list(url.searchParams.get('include'))
    const exclude = list(url.searchParams.get('exclude')) ?? []
    const chains = list(url.searchParams.get('chains'))
    const search = url.searchParams.get('search')?.toLowerCase()
    const matching = listings.filter(
      (listing) =>
        (!include || include.includes(listing.id)) &&
        !exclude.includes(listing.id) &&
        (!chains || listing.chains.some((chain) => chains.includes(chain))) &&
        (!search || listing.name.toLowerCase().includes(search)),
    )
    const entries = Number(url.searchParams.get('entries') ?? 40)
    const page = Number(url.searchParams.get('page') ?? 1)
    const data = matching.slice((page - 1) * entries, page * entries)
    return Response.json({ data, count: matching.length })
  })
  onTestFinished(() => {
    vi.unstubAllGlobals()
  })
  return { requests }
}
