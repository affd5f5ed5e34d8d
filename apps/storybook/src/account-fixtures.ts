import type { AppKitCore, ChainAdapter, TokenBalance } from '@gangway/core'
import {
  accountData,
  accountKey,
  activeAccount,
  type Nft,
  type Transaction,
  type TransactionTransfer,
} from '@gangway/core/account'
import { visibleActivity } from '@gangway/core'
import { ADDRESS, connectAccount, icon } from './fixtures.js'
import type { GangwayParameters } from './with-gangway.js'

/**
 * The stories' blockchain services: port 9 (discard) is on every browser's list of blocked ports, so a request
 * there fails at once and never leaves the browser. The Account view shows its tabs and names only when the
 * services are configured.
 */
export const STORY_SERVICES_URL = 'http://127.0.0.1:9'
export const STORY_SERVICES = { blockchainApiUrl: STORY_SERVICES_URL }

export const HOSTILE_MARKUP = '<img src=x onerror=alert(1)>'
/** Exactly 80 characters. */
export const LONG_NAME = 'An Extraordinarily Long Name That Keeps Going Far Past The Edge Of Any Modal Row'
/** Unsafe image URLs: the schema turns them into null, and the views check again, so each shows a placeholder. */
export const UNSAFE_IMAGE_URLS = ['javascript:alert(1)', 'http://evil.example/nft.png'] as const

// Tokens

export const TOKENS = {
  eth: {
    name: 'Ethereum',
    symbol: 'ETH',
    chainId: 'eip155:1',
    price: 3000,
    value: 3702,
    quantity: { decimals: '18', numeric: '1.234' },
    iconUrl: icon('#627eea', 'E'),
  },
  gusd: {
    name: 'Gangway USD',
    symbol: 'GUSD',
    chainId: 'eip155:1',
    address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    price: 1,
    value: 1000,
    quantity: { decimals: '6', numeric: '1000' },
    iconUrl: icon('#1a9e5c', '$'),
  },
  gwt: {
    name: 'Gangway Token',
    symbol: 'GWT',
    chainId: 'eip155:1',
    address: 'eip155:1:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    price: 0.42,
    value: 105.21,
    quantity: { decimals: '18', numeric: '250.5' },
    iconUrl: icon('#c2410c', 'G'),
  },
} satisfies Record<string, TokenBalance>

/** ETH, GUSD and GWT: $4,807.21 in all. */
export const FILLED_TOKENS: TokenBalance[] = [TOKENS.eth, TOKENS.gusd, TOKENS.gwt]
export const FILLED_TOTAL = '$4,807.21'

const ARABIC_NAME = 'رمز جانجواي التجريبي'
const ARABIC_SYMBOL = 'جنج'

/** Markup as name and symbol, an 80-character name and symbol, right-to-left text, an unsafe icon URL. */
export const HOSTILE_TOKENS: TokenBalance[] = [
  {
    ...TOKENS.gwt,
    name: HOSTILE_MARKUP,
    symbol: HOSTILE_MARKUP,
    quantity: { decimals: '18', numeric: '1' },
    address: 'eip155:1:0x1111111111111111111111111111111111111111',
    iconUrl: 'javascript:alert(1)',
  },
  {
    ...TOKENS.gusd,
    name: LONG_NAME,
    symbol: 'LONGSYMBOL'.repeat(3),
    quantity: { decimals: '18', numeric: '123456789012345678901234567890.123456789' },
    value: 123_456_789_012.34,
    address: 'eip155:1:0x2222222222222222222222222222222222222222',
    iconUrl: 'http://evil.example/icon.png',
  },
  {
    ...TOKENS.gwt,
    name: ARABIC_NAME,
    symbol: ARABIC_SYMBOL,
    address: 'eip155:1:0x3333333333333333333333333333333333333333',
  },
]

// NFTs

const NFT_CONTRACT = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'

export function nft(tokenId: string, name: string, extra: Partial<Nft> = {}): Nft {
  return {
    id: `eip155:1/erc721:${NFT_CONTRACT}/${tokenId}`,
    chainId: 'eip155:1',
    contract: NFT_CONTRACT,
    tokenId,
    name,
    image: { url: icon('#4338ca', `#${tokenId}`.slice(0, 3)) },
    collection: { name: 'Gangway Pass', symbol: 'GWP' },
    flags: { is_spam: false },
    ...extra,
  }
}

const NFT_COLOURS = ['#4338ca', '#0f766e', '#b45309', '#be123c', '#6d28d9', '#15803d']

/** Six NFTs of two collections, each with its own inline image. */
export const NFT_GRID: Nft[] = NFT_COLOURS.map((colour, index) => {
  const tokenId = String(index + 1)
  const harbour = index >= 4
  return nft(tokenId, harbour ? `Harbour Light #${tokenId}` : `Gangway Pass #${tokenId}`, {
    image: { url: icon(colour, tokenId) },
    collection: harbour ? { name: 'Harbour Lights' } : { name: 'Gangway Pass', symbol: 'GWP' },
  })
})

/** The largest uint256: token ids are decimal strings beyond a JavaScript number. */
export const UINT256_MAX = '115792089237316195423570985008687907853269984665640564039457584007913129639935'

export const LONG_NFTS: Nft[] = [
  nft('7', LONG_NAME, { collection: { name: LONG_NAME } }),
  nft(UINT256_MAX, `${LONG_NAME} II`.slice(0, 128), { image: { url: icon('#0f766e', 'M') } }),
  nft('9', 'כרטיס כניסה לגנגוויי', { collection: { name: ARABIC_NAME } }),
]

/** A hostile name, and images whose URLs must never load (the state holds what the schema would reject). */
export const HOSTILE_NFTS: Nft[] = [
  nft('66', HOSTILE_MARKUP, { collection: { name: HOSTILE_MARKUP } }),
  nft('67', 'Script image', { image: { url: UNSAFE_IMAGE_URLS[0] } }),
  nft('68', 'Plain-http image', { image: { url: UNSAFE_IMAGE_URLS[1] } }),
  nft('69', 'No image', { image: null }),
]

export const DESCRIBED_NFT = nft('42', 'Gangway Pass #42', {
  image: { url: icon('#be123c', '42') },
  description:
    'Boarding pass number 42 of the Gangway Pass collection. It was minted at the first harbour meetup and ' +
    'grants its holder a seat at every later one. Descriptions are untrusted remote text: this one is long, ' +
    `wraps over several lines, and ends with markup that must stay text: ${HOSTILE_MARKUP}`,
})

// Activity

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export function fungible(
  direction: TransactionTransfer['direction'],
  numeric: string,
  symbol: string,
  iconUrl: string | null = null,
): TransactionTransfer {
  return {
    fungible_info: { name: symbol, symbol, icon: iconUrl ? { url: iconUrl } : null },
    nft_info: null,
    direction,
    quantity: { numeric },
  }
}

export function nftTransfer(
  direction: TransactionTransfer['direction'],
  name: string,
  { spam = false, preview = null }: { spam?: boolean; preview?: string | null } = {},
): TransactionTransfer {
  return {
    fungible_info: null,
    nft_info: { name, content: { preview: preview ? { url: preview } : null }, flags: { is_spam: spam } },
    direction,
    quantity: { numeric: '1' },
  }
}

export function transaction(
  id: string,
  minedAt: number | string,
  operationType: string,
  transfers: TransactionTransfer[],
  {
    status = 'confirmed',
    chain = 'eip155:1',
  }: Partial<Pick<Transaction['metadata'], 'status' | 'chain'>> = {},
): Transaction {
  const incoming = transfers[0]?.direction === 'in'
  return {
    id,
    metadata: {
      operationType,
      hash: `0x${id.padStart(64, '0')}`,
      minedAt: typeof minedAt === 'number' ? new Date(minedAt).toISOString() : minedAt,
      chain,
      status,
      sentFrom: incoming ? OTHER : ADDRESS,
      sentTo: incoming ? ADDRESS : OTHER,
    },
    transfers,
  }
}

const ETH_ICON = TOKENS.eth.iconUrl
const GUSD_ICON = TOKENS.gusd.iconUrl
const GWT_ICON = TOKENS.gwt.iconUrl

/**
 * Ten transactions from a minute to fifteen months ago (so at least two years and several months): sends and
 * receives, an approval, a mint, a swap, one failed and one pending.
 */
export function groupedActivity(now = Date.now()): Transaction[] {
  return [
    transaction('1', now - 90_000, 'send', [fungible('out', '0.25', 'ETH', ETH_ICON)], { status: 'pending' }),
    transaction('2', now - 3 * HOUR, 'receive', [fungible('in', '500', 'GUSD', GUSD_ICON)]),
    transaction('3', now - 2 * DAY, 'send', [fungible('out', '12', 'GWT', GWT_ICON)], { status: 'failed' }),
    transaction('4', now - 20 * DAY, 'approve', []),
    transaction('5', now - 45 * DAY, 'mint', [
      nftTransfer('in', 'Gangway Pass #7', { preview: icon('#4338ca', '7') }),
    ]),
    transaction('6', now - 80 * DAY, 'send', [fungible('out', '0.5', 'ETH', ETH_ICON)]),
    transaction('7', now - 130 * DAY, 'receive', [
      nftTransfer('in', 'Harbour Light #5', { preview: icon('#6d28d9', '5') }),
      fungible('in', '10', 'GWT', GWT_ICON),
    ]),
    transaction('8', now - 400 * DAY, 'receive', [fungible('in', '1.2', 'ETH', ETH_ICON)]),
    transaction('9', now - 430 * DAY, 'send', [fungible('out', '300', 'GUSD', GUSD_ICON)]),
    transaction('10', now - 460 * DAY, 'trade', [
      fungible('out', '100', 'GUSD', GUSD_ICON),
      fungible('in', '0.033', 'ETH', ETH_ICON),
    ]),
  ]
}

export const SPAM_NAME = 'Claim 5,000 USDT at evil.example'
export const OTHER_CHAIN_SYMBOL = 'POL'

/**
 * What the service answers, spam and another chain's transaction included: the stories pass it through
 * `visibleActivity` exactly as fetchActivity does before anything reaches the state.
 */
export function rawActivityWithSpam(now = Date.now()): Transaction[] {
  return [
    transaction('s1', now - 10 * MINUTE, 'receive', [nftTransfer('in', SPAM_NAME, { spam: true })]),
    transaction('s2', now - 2 * HOUR, 'receive', [fungible('in', '25', 'GUSD', GUSD_ICON)]),
    transaction('s3', now - 5 * HOUR, 'mint', [
      nftTransfer('in', 'FREE MINT: visit evil.example', { spam: true }),
      nftTransfer('in', 'FREE MINT #2', { spam: true }),
    ]),
    transaction('s4', now - DAY, 'receive', [fungible('in', '3', OTHER_CHAIN_SYMBOL)], {
      chain: 'eip155:137',
    }),
    transaction('s5', now - 3 * DAY, 'send', [fungible('out', '0.1', 'ETH', ETH_ICON)]),
  ]
}

export function visibleSpamActivity(now = Date.now()): Transaction[] {
  return visibleActivity(rawActivityWithSpam(now), 'eip155:1')
}

/** One thousand sends and receives, an hour apart. */
export function manyTransactions(count = 1000, now = Date.now()): Transaction[] {
  return Array.from({ length: count }, (_, index) =>
    transaction(`m${index}`, now - index * HOUR, index % 3 === 0 ? 'receive' : 'send', [
      fungible(index % 3 === 0 ? 'in' : 'out', String((index % 17) + 0.5), 'GUSD', GUSD_ICON),
    ]),
  )
}

/** Markup as symbol and operation, an unsafe icon, an 80-character NFT name, right-to-left text, no date. */
export function hostileActivity(now = Date.now()): Transaction[] {
  return [
    transaction('h1', now - 5 * MINUTE, 'send', [
      fungible('out', '1', HOSTILE_MARKUP, 'javascript:alert(1)'),
    ]),
    transaction('h2', now - HOUR, HOSTILE_MARKUP, [
      fungible('in', '2', 'GWT', 'http://evil.example/icon.png'),
    ]),
    transaction('h3', now - 2 * DAY, 'receive', [nftTransfer('in', LONG_NAME)]),
    transaction('h4', now - 3 * DAY, 'receive', [
      fungible('in', '123456789012345678901234567890.123456789', ARABIC_SYMBOL),
      nftTransfer('in', 'כרטיס כניסה לגנגוויי'),
      nftTransfer('in', LONG_NAME),
    ]),
    transaction('h5', 'not a date', 'send', [fungible('out', '4', 'GUSD', GUSD_ICON)]),
  ]
}

// State

/** A part not read yet: its tab asks when shown (Activity is asked for with the view). */
export const UNREAD = 'unread'

export interface AccountDataSeed {
  tokens?: TokenBalance[] | typeof UNREAD
  nfts?: Nft[] | typeof UNREAD
  activity?: Transaction[] | typeof UNREAD
  /** The cursor of a next activity page (null, the default, when every page is in). */
  activityNext?: string | null
}

/**
 * Puts the tabs' data in the state as a read for the active account would leave it: its key, status 'ready',
 * read just now. A tab finds it fresh (for 30 s) and asks the services nothing. A part left out is read and
 * empty; one given as {@link UNREAD} stays idle, so it is asked for: the request fails (error stories) or is
 * held (loading stories).
 */
export function seedAccountData(core: AppKitCore, seed: AccountDataSeed): void {
  const account = activeAccount(core)
  if (!account) throw new Error('Connect an account before seeding its data')
  const key = accountKey(account.namespace, account.address, account.network.caipNetworkId)
  const loadedAt = Date.now()
  const data = accountData(core)
  const { tokens = [], nfts = [], activity = [] } = seed
  if (tokens !== UNREAD) Object.assign(data.tokens, { key, status: 'ready', loadedAt, balances: tokens })
  if (nfts !== UNREAD) Object.assign(data.nfts, { key, status: 'ready', loadedAt, items: nfts })
  if (activity !== UNREAD) {
    Object.assign(data.activity, {
      key,
      status: 'ready',
      loadedAt,
      transactions: activity,
      next: seed.activityNext ?? null,
      loadingMore: false,
    })
  }
}

/** An EVM account on Ethereum with the services configured and its tabs' data as `seed` says. */
export function accountWith(seed: AccountDataSeed, then?: (core: AppKitCore) => void): GangwayParameters {
  return {
    options: { services: STORY_SERVICES },
    setup: (core) => {
      connectAccount(core, { balance: '1.234', balanceSymbol: 'ETH' })
      seedAccountData(core, seed)
      then?.(core)
    },
  }
}

/** Opens Account, then pushes `view` (so Back leads to Account). */
export function pushFromAccount(view: string, data?: Record<string, unknown>) {
  return (core: AppKitCore) => {
    void core.open({ view: 'Account' })
    core.store.router.push(view, data)
  }
}

// The services' requests

/** Story parameter: `'hold'` makes every request to the stories' services wait forever (loading states). */
export interface ServiceRequestParameters {
  serviceRequests?: 'hold'
}

/** The paths the stories' services were asked for since the story began. */
export const serviceRequests: string[] = []

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input
  return input instanceof URL ? input.href : input.url
}

/**
 * A `beforeEach`: records the requests to {@link STORY_SERVICES_URL} (so a play function can check that a
 * story's data was not read again) and, with `serviceRequests: 'hold'`, never answers them. Other requests pass
 * unchanged; the returned cleanup restores `fetch`.
 */
export function watchServiceRequests({ parameters }: { parameters: ServiceRequestParameters }): () => void {
  const hold = parameters.serviceRequests === 'hold'
  const original = globalThis.fetch
  serviceRequests.length = 0
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = requestUrl(input)
    if (!url.startsWith(STORY_SERVICES_URL)) return original(input, init)
    serviceRequests.push(new URL(url).pathname)
    return hold ? new Promise<Response>(() => undefined) : original(input, init)
  }) as typeof fetch
  return () => {
    globalThis.fetch = original
  }
}

// Wallets

/** An EVM adapter whose wallet signs at once (`'signs'`) or never answers (`'waits'`); nothing else works. */
export function storyNameAdapter(wallet: 'signs' | 'waits'): ChainAdapter {
  const unused = () => Promise.reject(new Error('Not available in this story'))
  return {
    namespace: 'eip155',
    adapterType: 'universal',
    networks: [],
    construct: () => undefined,
    syncConnectors: async () => undefined,
    connect: unused,
    reconnect: async () => undefined,
    disconnect: async () => undefined,
    switchNetwork: unused,
    getBalance: async () => ({ balance: '1.234', symbol: 'ETH' }),
    signMessage: () =>
      wallet === 'signs'
        ? Promise.resolve({ signature: `0x${'ab'.repeat(65)}` })
        : new Promise(() => undefined),
    sendTransaction: unused,
    parseUnits: (value) => BigInt(value),
    formatUnits: (value) => value.toString(),
    getProvider: () => ({}),
  }
}

// Checks

/**
 * Long strings are cut, not pushed out: every element of the modal's card lies within it from left to right.
 * (The card clips what overflows, so its scroll width alone would not tell.)
 */
export function elementsOutsideCard(dialog: HTMLElement): string[] {
  const card = dialog.getBoundingClientRect()
  return [...dialog.querySelectorAll<HTMLElement>('*')]
    .filter((element) => {
      const box = element.getBoundingClientRect()
      return box.width > 0 && (box.left < card.left - 0.5 || box.right > card.right + 0.5)
    })
    .map(
      (element) =>
        `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`,
    )
}
