// The operator alone (issue 21, must-show): everything the services hold — every row of their database and
// every secret they are configured with — tried two at a time as shares and as keys, rebuilds no wallet.
// The wallets are made by the frame's own modules (imported by path: this test checks the two apps together,
// and a copy of the splitting code here would prove nothing about the real one).
import { createHmac, randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadDeviceShare } from '../../../secure-frame/src/keys/device-share.js'
import {
  importWrappingKey,
  open as openEnvelope,
  seal as sealEnvelope,
} from '../../../secure-frame/src/keys/envelope.js'
import { sealWithPrf } from '../../../secure-frame/src/keys/passkey-prf.js'
import {
  createRecoveryCode,
  parseRecoveryCode,
  sealWithRecoveryCode,
} from '../../../secure-frame/src/keys/recovery-code.js'
import { decodeWalletSecret } from '../../../secure-frame/src/keys/secret-bytes.js'
import { setUpRecovery } from '../../../secure-frame/src/keys/recovery-setup.js'
import {
  addressesOf,
  generateSecrets,
  type KeySecrets,
  serialiseSecrets,
} from '../../../secure-frame/src/keys/secrets.js'
import { openShare, SealedShareFormatError } from '../../../secure-frame/src/keys/share-seal.js'
import { combineShares, encodeShare, shareRole, splitSecrets } from '../../../secure-frame/src/keys/shares.js'
import type { WalletSharesDeps } from '../../../secure-frame/src/keys/wallet-ports.js'
import { openWallet } from '../../../secure-frame/src/keys/wallet-shares.js'
import type { RunningServices } from '../server.js'
import { startTestServices, TEST_FRAME_KEY_SECRET } from '../test/services.js'
import { authHeaders, freshEmail, signIn } from './testing.js'
import { call, httpSharesPort, signedSeal } from './testing-shares.js'

const FRAME = 'http://localhost:8790'
const USERS = 4
/** Users who had a legacy envelope first, then moved to key shares through the real routes. */
const MIGRATED = 2

/** What the test keeps of each wallet, out of the operator's reach: the user's own factors and device share. */
interface Wallet {
  secrets: KeySecrets
  addresses: { eip155: string; solana: string }
  device: Uint8Array
  code: string
  prf: Uint8Array | undefined
  /** A migrated user's legacy envelope, as an old backup of the database would still hold it. */
  legacyCiphertext?: string
}

let services: RunningServices
let directory: string
const wallets: Wallet[] = []

async function put(base: string, auth: Parameters<typeof authHeaders>[1], path: string, body: unknown) {
  const response = await fetch(new URL(path, base), {
    method: 'PUT',
    headers: {
      Origin: FRAME,
      'Content-Type': 'application/json',
      ...(await authHeaders(base, auth, 'PUT', path)),
    },
    body: JSON.stringify(body),
  })
  if (response.status !== 204) throw new Error(`${path}: ${response.status} ${await response.text()}`)
}

/** A sign-up as the frame does it: split in the browser, the auth share and the sealed recovery shares stored. */
async function signUp(base: string, withPasskey: boolean): Promise<Wallet> {
  const { auth, user } = await signIn(base, freshEmail('operator'))
  const secrets = generateSecrets()
  const shares = await splitSecrets(secrets)
  const code = createRecoveryCode()
  await put(base, auth, '/frame/v1/shares/auth', {
    share: encodeShare(shares.auth),
    addresses: addressesOf(secrets),
  })
  await put(
    base,
    auth,
    '/frame/v1/shares/recovery',
    await signedSeal(secrets.eip155, user.id, {
      kind: 'code',
      sealed: await sealWithRecoveryCode(shares.recovery, code),
    }),
  )
  // The passkey's PRF output stays in its authenticator; only the seal and the credential id reach the services.
  const prf = withPasskey ? new Uint8Array(randomBytes(32)) : undefined
  if (prf) {
    await put(
      base,
      auth,
      '/frame/v1/shares/recovery',
      await signedSeal(secrets.eip155, user.id, {
        kind: 'passkey',
        credentialId: randomBytes(32).toString('base64url'),
        sealed: await sealWithPrf(shares.recovery, prf),
      }),
    )
  }
  return { secrets, addresses: addressesOf(secrets), device: shares.device, code, prf }
}

/**
 * A user from before key shares (the frame sealed the keys under the services' wrapping key), who then signs in
 * with the new frame: the frame's own orchestration migrates the wallet through the real routes, and the user
 * sets up a recovery code.
 */
async function signUpLegacyThenMigrate(base: string): Promise<Wallet> {
  const { auth, user } = await signIn(base, freshEmail('legacy'))
  const secrets = generateSecrets()
  const addresses = addressesOf(secrets)
  const { body } = await call(base, auth, 'GET', '/frame/v1/keys')
  const ciphertext = await sealEnvelope(
    serialiseSecrets(secrets),
    await importWrappingKey(body.wrappingKey as string),
  )
  expect((await call(base, auth, 'PUT', '/frame/v1/keys', { ciphertext, addresses })).status).toBe(204)

  const values = new Map<string, unknown>()
  const codes: string[] = []
  const deps: WalletSharesDeps = {
    services: httpSharesPort(base, auth),
    store: {
      get: async (key) => values.get(key),
      set: async (key, value) => void values.set(key, value),
      delete: async (key) => void values.delete(key),
    },
    dialogs: {
      offerRecovery: async () => 'code',
      showRecoveryCode: async (code) => Boolean(codes.push(code)),
      recoverWallet: async () => false,
    },
    credentials: { create: async () => null, get: async () => null },
    relyingParty: { name: 'Gangway' },
  }
  const account = { id: user.id, name: 'legacy', addresses }
  const opened = await openWallet(deps, account)
  expect(opened.origin).toBe('migrated')
  expect(await setUpRecovery(deps, account)).toBe('code')
  expect((await call(base, auth, 'GET', '/frame/v1/keys')).status).toBe(404)
  const device = (await loadDeviceShare(deps.store, user.id))!
  return { secrets, addresses, device, code: codes[0]!, prf: undefined, legacyCiphertext: ciphertext }
}

/** Every value of every column of every row of every table. */
function dumpDatabase(path: string): { tables: string[]; values: unknown[] } {
  const db = new Database(path, { readonly: true })
  try {
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]
    ).map(({ name }) => name)
    const values = tables.flatMap((table) =>
      (db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[]).flatMap(Object.values),
    )
    return { tables, values }
  } finally {
    db.close()
  }
}

/** The bytes a value could stand for: its text, and its base64url, base64 or hex decoding where it has one. */
function readings(value: unknown): Uint8Array<ArrayBuffer>[] {
  if (value instanceof Uint8Array) return [new Uint8Array(value)]
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint') return []
  const text = String(value)
  const out = [new Uint8Array(Buffer.from(text, 'utf8'))]
  if (/^[\w-]+$/.test(text)) out.push(new Uint8Array(Buffer.from(text, 'base64url')))
  if (/^[A-Za-z\d+/]+=*$/.test(text)) out.push(new Uint8Array(Buffer.from(text, 'base64')))
  const hex = text.replace(/^0x/i, '')
  if (/^([\da-f]{2})+$/i.test(hex)) out.push(new Uint8Array(Buffer.from(hex, 'hex')))
  return out.filter((bytes) => bytes.length > 0)
}

function distinct(list: Uint8Array<ArrayBuffer>[]): Uint8Array<ArrayBuffer>[] {
  const seen = new Map<string, Uint8Array<ArrayBuffer>>()
  for (const bytes of list) seen.set(Buffer.from(bytes).toString('hex'), bytes)
  return [...seen.values()]
}

/** Whether `bytes` holds any wallet's private key or seed, or decodes to a wallet with a real address. */
function revealsAWallet(bytes: Uint8Array, targets: readonly Wallet[]): boolean {
  const haystack = Buffer.from(bytes)
  for (const { secrets, addresses } of targets) {
    if (haystack.includes(Buffer.from(secrets.eip155.slice(2), 'hex'))) return true
    if (haystack.includes(Buffer.from(secrets.solanaSeed))) return true
    if (haystack.toString('utf8').toLowerCase().includes(secrets.eip155.slice(2).toLowerCase())) return true
    try {
      const decoded = addressesOf(decodeWalletSecret(bytes))
      if (decoded.eip155 === addresses.eip155 || decoded.solana === addresses.solana) return true
    } catch {
      // Not a wallet secret.
    }
  }
  return false
}

/** What the attack got: the wallets it rebuilt or found, and how much it tried. */
interface AttackResult {
  rebuilt: Set<string>
  opened: number
  pairsAsShares: number
  /** Values in the sealed-share format, each tried with every key as a code and as a passkey. */
  seals: number
  keyBlobPairs: number
}

/**
 * Tries every two values: each as an AES/HKDF key against each value that could be a sealed blob (the frame's
 * recovery seals, by code and by passkey, and the legacy key envelope), and each two share-shaped values
 * (found, or opened on the way) combined — with the second share's commitment rewritten to the first's, so the
 * combination is really computed and checked, not refused for mixing.
 */
async function attack(
  candidates: Uint8Array<ArrayBuffer>[],
  targets: readonly Wallet[],
): Promise<AttackResult> {
  const rebuilt = new Set<string>()
  const note = (bytes: Uint8Array) => {
    for (const wallet of targets) if (revealsAWallet(bytes, [wallet])) rebuilt.add(wallet.addresses.eip155)
  }
  for (const bytes of candidates) note(bytes)

  // Every value that could be a ciphertext, as the frame writes them: base64url text. A seal is tried with every
  // key; a value `openShare` refuses for its format alone (before using any key) is not a seal of any key.
  const blobs = candidates
    .filter((bytes) => bytes.length >= 28)
    .map((bytes) => Buffer.from(bytes).toString('base64url'))
  const probe = new Uint8Array(32)
  const seals: string[] = []
  for (const text of blobs) {
    const format = await openShare(text, probe, 'code').then(
      () => true,
      (error: unknown) => !(error instanceof SealedShareFormatError),
    )
    if (format) seals.push(text)
  }
  const legacyKeys = await Promise.all(
    candidates
      .filter((bytes) => bytes.length === 32)
      .map((bytes) => importWrappingKey(Buffer.from(bytes).toString('base64url'))),
  )
  const opened: Uint8Array<ArrayBuffer>[] = []
  let keyBlobPairs = 0
  const keep = (plain: Uint8Array<ArrayBuffer> | undefined) => plain && opened.push(plain)
  for (const text of seals) {
    const tries = candidates.flatMap((key) =>
      (['code', 'passkey'] as const).map((factor) => openShare(text, key, factor).then(keep)),
    )
    await Promise.all(tries)
    keyBlobPairs += tries.length
  }
  for (const text of blobs) {
    const tries = legacyKeys.map((key) =>
      openEnvelope(text, key).then(
        (plain) => keep(new Uint8Array(plain)),
        () => undefined,
      ),
    )
    await Promise.all(tries)
    keyBlobPairs += tries.length
  }
  for (const plain of opened) note(plain)

  const shares = distinct([...candidates, ...opened]).filter((bytes) => {
    try {
      shareRole(bytes)
      return true
    } catch {
      return false
    }
  })
  let pairsAsShares = 0
  for (const a of shares) {
    for (const b of shares) {
      if (a === b) continue
      const aligned = b.slice()
      aligned.set(a.subarray(2, 34), 2)
      pairsAsShares++
      const secrets = await combineShares(a, aligned).catch(() => undefined)
      if (secrets)
        note(new Uint8Array(Buffer.concat([Buffer.from(secrets.eip155.slice(2), 'hex'), secrets.solanaSeed])))
    }
  }
  return { rebuilt, opened: opened.length, pairsAsShares, seals: seals.length, keyBlobPairs }
}

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'gangway-operator-'))
  // A short generated wallet directory: its rows are public test data, and every one of them is tried below.
  services = await startTestServices({
    chains: [],
    dbPath: join(directory, 'services.db'),
    catalogueSize: 24,
    frame: { smtp: { sink: true, port: 0 } },
  })
  for (let index = 0; index < USERS; index++) wallets.push(await signUp(services.url, index % 2 === 0))
  for (let index = 0; index < MIGRATED; index++) wallets.push(await signUpLegacyThenMigrate(services.url))
  // The operator's copy: the database at rest, after the services stopped.
  await services.stop()
}, 120_000)

afterAll(() => {
  if (directory) rmSync(directory, { recursive: true, force: true })
})

/**
 * The database's values, the key secret, the wrapping key the operator can derive from it for any id it holds
 * (each user's frame was handed one before key shares), and the whole environment.
 */
function operatorCandidates(values: unknown[]): Uint8Array<ArrayBuffer>[] {
  const ids = values.filter((value): value is string => typeof value === 'string' && value.length <= 64)
  const derived = ids.map((id) =>
    createHmac('sha256', TEST_FRAME_KEY_SECRET).update('gangway-frame-wrap\n').update(id).digest('base64url'),
  )
  const environment = Object.values(process.env).filter((value): value is string => !!value)
  return distinct([...values, TEST_FRAME_KEY_SECRET, ...derived, ...environment].flatMap(readings))
}

const migrated = () => wallets.filter((wallet) => wallet.legacyCiphertext !== undefined)

describe('the operator alone', () => {
  it('rebuilds no wallet from the whole database and every secret the services hold', async () => {
    const { tables, values } = dumpDatabase(join(directory, 'services.db'))
    expect(tables).toEqual(
      expect.arrayContaining(['frame_users', 'frame_auth_shares', 'frame_recovery_shares']),
    )
    const candidates = operatorCandidates(values)
    const result = await attack(candidates, wallets)
    expect([...result.rebuilt]).toEqual([])
    expect(result.opened).toBe(0)
    // It did try: every auth share against every other, and every value against every blob.
    expect(result.pairsAsShares).toBeGreaterThanOrEqual(USERS * (USERS - 1))
    // The code and passkey seals (and the auth shares, whose first byte happens to match the seal's version).
    expect(result.seals).toBeGreaterThanOrEqual(USERS + USERS / 2)
    expect(result.keyBlobPairs).toBeGreaterThan(candidates.length * result.seals * 2)
  }, 180_000)

  it('holds no trace of a migrated user’s legacy envelope, not even in the database file’s free space', () => {
    expect(migrated()).toHaveLength(MIGRATED)
    const files = readdirSync(directory).filter((name) => name.startsWith('services.db'))
    const bytes = Buffer.concat(files.map((name) => readFileSync(join(directory, name))))
    for (const wallet of migrated()) {
      const envelope = Buffer.from(wallet.legacyCiphertext!, 'utf8')
      // A 32-byte stretch of it is enough to count: an envelope is random, so no other value shares one.
      expect(bytes.includes(envelope.subarray(0, 32))).toBe(false)
      expect(bytes.includes(envelope.subarray(-32))).toBe(false)
    }
    // The migrated users' addresses are still listed: the scan reads the right file.
    for (const wallet of migrated()) expect(bytes.includes(Buffer.from(wallet.addresses.solana))).toBe(true)
  })

  it('would have rebuilt a migrated wallet from an old backup still holding its envelope (why it is deleted)', async () => {
    const { values } = dumpDatabase(join(directory, 'services.db'))
    const backup = migrated().map((wallet) => wallet.legacyCiphertext!)
    const result = await attack(operatorCandidates([...values, ...backup]), wallets)
    expect([...result.rebuilt].sort()).toEqual(
      migrated()
        .map((wallet) => wallet.addresses.eip155)
        .sort(),
    )
  }, 180_000)

  it('would have found a wallet had the operator also held one user factor (the attack is not blind)', async () => {
    const { values } = dumpDatabase(join(directory, 'services.db'))
    const base = distinct(values.flatMap(readings))
    const [withPasskey, withCode, withDevice, untouched] = wallets as [Wallet, Wallet, Wallet, Wallet]
    // One factor of three different users: the code as the 16 bytes the frame feeds to HKDF, the passkey's PRF
    // output, a device share. Each opens or completes its own user's wallet, and only that one.
    const factors = [
      parseRecoveryCode(withCode.code),
      new Uint8Array(withPasskey.prf!),
      new Uint8Array(withDevice.device),
    ]
    const result = await attack([...base, ...factors], wallets)
    expect([...result.rebuilt].sort()).toEqual(
      [withPasskey, withCode, withDevice].map((wallet) => wallet.addresses.eip155).sort(),
    )
    expect(result.rebuilt.has(untouched.addresses.eip155)).toBe(false)
  }, 180_000)
})
