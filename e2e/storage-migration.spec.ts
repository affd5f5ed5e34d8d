import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { accountButton, connectTestWallet } from './helpers'

// SPEC §4 storage migration against the real IndexedDB of Chromium: the sandbox page (wagmi and the EIP-6963 test
// wallet) restores a session that an older version left in localStorage, after moving it once to the database.

const DATABASE = { name: 'gangway', store: 'sessions' }
const VERSION_KEY = '@gangway/storage-version'
const CONNECTOR_KEY = '@appkit/connected_connector_id:eip155'

type Entries = Record<string, unknown>

/** The session database's entries as the page sees them (the store is made as our code makes it, if absent). */
function readDatabase(page: Page): Promise<Entries> {
  return page.evaluate(
    ({ name, store }) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onupgradeneeded = () => request.result.createObjectStore(store)
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const db = request.result
          const objects = db.transaction(store, 'readonly').objectStore(store)
          const keys = objects.getAllKeys()
          const values = objects.getAll()
          values.onsuccess = () => {
            db.close()
            resolve(Object.fromEntries(keys.result.map((key, index) => [String(key), values.result[index]])))
          }
        }
      }),
    DATABASE,
  )
}

/** Puts entries into the session database, as another script or an older version of the origin could. */
function writeDatabase(page: Page, entries: Entries): Promise<void> {
  return page.evaluate(
    ({ name, store, entries }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onupgradeneeded = () => request.result.createObjectStore(store)
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const db = request.result
          const transaction = db.transaction(store, 'readwrite')
          for (const [key, value] of Object.entries(entries)) transaction.objectStore(store).put(value, key)
          transaction.oncomplete = () => {
            db.close()
            resolve()
          }
        }
      }),
    { ...DATABASE, entries },
  )
}

function readLocalStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...localStorage }))
}

/** Opens a blank page of the sandbox's origin, so a test can prepare its storage before Gangway starts. */
async function openBlankPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await page.route('**/storage-seed', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>seed</title>' }),
  )
  await page.goto('/storage-seed')
  return page
}

/**
 * What a version-0 page keeps: connects once with this version, then puts everything it stored back into
 * localStorage, as versions before the migration kept it. Returns that localStorage.
 */
async function versionZeroStorage(context: BrowserContext): Promise<Record<string, string>> {
  const page = await context.newPage()
  await page.goto('/')
  await connectTestWallet(page)
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect.poll(async () => (await readDatabase(page))[CONNECTOR_KEY]).toBeTruthy()
  const sessions = await readDatabase(page)
  const local = await readLocalStorage(page)
  await page.close()
  const zero: Record<string, string> = { ...local }
  delete zero[VERSION_KEY]
  for (const [key, value] of Object.entries(sessions)) zero[key] = String(value)
  return zero
}

async function seedLocalStorage(page: Page, values: Record<string, string>): Promise<void> {
  await page.evaluate((entries) => {
    localStorage.clear()
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
  }, values)
}

test('a version-0 session moves once from localStorage to IndexedDB, and the account is restored', async ({
  browser,
}) => {
  const source = await browser.newContext()
  const zero = await versionZeroStorage(source)
  await source.close()
  expect(zero[CONNECTOR_KEY]).toMatch(/^".+"$/)

  const context = await browser.newContext()
  const seed = await openBlankPage(context)
  await seedLocalStorage(seed, zero)
  expect(await readDatabase(seed)).toEqual({})

  const page = await context.newPage()
  await page.goto('/')
  await expect(accountButton(page)).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('connected')
  const local = await readLocalStorage(page)
  expect(local[CONNECTOR_KEY]).toBeUndefined()
  expect(local[VERSION_KEY]).toBe('1')
  // Preferences stay where they were.
  expect(local['@appkit/active_caip_network_id']).toBe(zero['@appkit/active_caip_network_id'])
  expect((await readDatabase(page))[CONNECTOR_KEY]).toBe(zero[CONNECTOR_KEY])

  await page.reload()
  await expect(accountButton(page)).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('connected')
  expect((await readLocalStorage(page))[CONNECTOR_KEY]).toBeUndefined()
  expect((await readDatabase(page))[CONNECTOR_KEY]).toBe(zero[CONNECTOR_KEY])
  await context.close()
})

test('two tabs starting together move the session once: both restored, nothing duplicated or lost', async ({
  browser,
}) => {
  const source = await browser.newContext()
  const zero = await versionZeroStorage(source)
  await source.close()

  const context = await browser.newContext()
  await seedLocalStorage(await openBlankPage(context), zero)
  const [first, second] = [await context.newPage(), await context.newPage()]
  await Promise.all([first.goto('/'), second.goto('/')])
  for (const page of [first, second]) {
    await expect(accountButton(page)).toBeVisible()
    await expect(page.getByTestId('status')).toHaveText('connected')
  }
  const local = await readLocalStorage(first)
  expect(local[CONNECTOR_KEY]).toBeUndefined()
  expect(local[VERSION_KEY]).toBe('1')
  expect((await readDatabase(first))[CONNECTOR_KEY]).toBe(zero[CONNECTOR_KEY])
  await context.close()
})

test('a page whose IndexedDB is blocked still connects, and is restored from localStorage', async ({
  browser,
}) => {
  const context = await browser.newContext()
  // As in a sandboxed frame or a privacy mode: opening the database throws. Only Gangway's is blocked, so that a
  // page error can only be ours: WalletConnect's SDK, when it loads, reports its own failure to open its database
  // as an unhandled rejection when every database is blocked.
  await context.addInitScript((name) => {
    const open = IDBFactory.prototype.open
    IDBFactory.prototype.open = function (this: IDBFactory, database: string, version?: number) {
      if (database === name) throw new DOMException('The operation is insecure.', 'SecurityError')
      return open.call(this, database, version)
    }
  }, DATABASE.name)
  const page = await context.newPage()
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  await page.goto('/')
  await connectTestWallet(page)
  await expect(page.getByTestId('status')).toHaveText('connected')
  const local = await readLocalStorage(page)
  expect(local[CONNECTOR_KEY]).toMatch(/^".+"$/)
  expect(local[VERSION_KEY]).toBeUndefined()

  await page.reload()
  await expect(accountButton(page)).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('connected')
  expect(errors).toEqual([])
  await context.close()
})

test('malformed session data in the database is dropped without a crash', async ({ browser }) => {
  const context = await browser.newContext()
  const seed = await openBlankPage(context)
  await seedLocalStorage(seed, { [VERSION_KEY]: '1' })
  await writeDatabase(seed, {
    [CONNECTOR_KEY]: 42,
    '@appkit/connected_connector_id:solana': '{not json',
    '@appkit/wallet_id': { token: 'not a flag' },
    '@appkit/email': ['ada@example.com'],
  })

  const page = await context.newPage()
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await expect.poll(async () => Object.keys(await readDatabase(page))).toEqual([])
  expect(errors).toEqual([])

  // The page still works: a connection is stored and restored as usual.
  await connectTestWallet(page)
  await expect.poll(async () => typeof (await readDatabase(page))[CONNECTOR_KEY]).toBe('string')
  await page.reload()
  await expect(accountButton(page)).toBeVisible()
  await context.close()
})
