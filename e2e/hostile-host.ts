// The hostile host of issue 21: a script on an allowed host page that records everything the host origin can
// read or hear, and the Node side that replays it against the services. Used by
// secure-frame-hostile-host.spec.ts.

export const HOST_ORIGIN = 'http://127.0.0.1:5173'
export const FRAME_ORIGIN = 'http://localhost:8790'

/** What the host origin could read: its storages, its cookies, its IndexedDB and every message it heard. */
export interface HostLoot {
  localStorage: Record<string, string>
  sessionStorage: Record<string, string>
  cookie: string
  indexedDB: Record<string, Record<string, { keys: unknown[]; values: unknown[] }>>
  messages: { origin: string; data: unknown }[]
}

/**
 * The init script (runs before the app in every frame of the page; it acts only in the host origin). It
 * listens first, in the capture phase, so it hears every message the app hears, and leaves
 * `window.__collectLoot()` for later.
 */
export function hostileInitScript(hostOrigin: string): void {
  if (location.origin !== hostOrigin) return
  // Structured-clone data made JSON-safe: bytes as hex, keys and other exotic objects named.
  const plain = (value: unknown): unknown => {
    try {
      return JSON.parse(
        JSON.stringify(value, (_key, item: unknown) => {
          if (typeof item === 'bigint') return item.toString()
          if (item instanceof ArrayBuffer) item = new Uint8Array(item)
          if (ArrayBuffer.isView(item)) {
            const bytes = new Uint8Array(item.buffer, item.byteOffset, item.byteLength)
            return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
          }
          if (item instanceof Map) return Object.fromEntries(item)
          if (item instanceof Set) return [...item]
          if (typeof CryptoKey !== 'undefined' && item instanceof CryptoKey) return `[CryptoKey ${item.type}]`
          return item
        }),
      )
    } catch {
      return String(value)
    }
  }
  const heard: { origin: string; data: unknown }[] = []
  addEventListener('message', (event) => heard.push({ origin: event.origin, data: plain(event.data) }), true)

  const readStore = (db: IDBDatabase, name: string) =>
    new Promise<{ keys: unknown[]; values: unknown[] }>((resolve, reject) => {
      const store = db.transaction(name, 'readonly').objectStore(name)
      const keys = store.getAllKeys()
      const values = store.getAll()
      values.onsuccess = () =>
        resolve({ keys: plain(keys.result) as unknown[], values: plain(values.result) as unknown[] })
      values.onerror = () => reject(values.error)
    })
  const openDb = (name: string) =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  const entries = (storage: Storage) =>
    Object.fromEntries(
      Array.from({ length: storage.length }, (_, i) => storage.key(i) as string).map((key) => [
        key,
        storage.getItem(key) ?? '',
      ]),
    )

  ;(window as unknown as { __collectLoot: () => Promise<HostLoot> }).__collectLoot = async () => {
    const databases: HostLoot['indexedDB'] = {}
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const db = await openDb(name)
      databases[name] = {}
      for (const store of Array.from(db.objectStoreNames)) databases[name][store] = await readStore(db, store)
      db.close()
    }
    return {
      localStorage: entries(localStorage),
      sessionStorage: entries(sessionStorage),
      cookie: document.cookie,
      indexedDB: databases,
      messages: heard,
    }
  }
}

/** Every string in `value` (keys included), and the strings inside any string that is itself JSON. */
export function stringsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (found.has(value)) return found
    found.add(value)
    for (const part of value.split(/[\s;,&=]+/)) if (part && part !== value) found.add(part)
    if (/^[[{"]/.test(value)) {
      try {
        stringsIn(JSON.parse(value), found)
      } catch {
        // Not JSON: the string itself is enough.
      }
    }
  } else if (Array.isArray(value)) {
    for (const item of value) stringsIn(item, found)
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      found.add(key)
      stringsIn(item, found)
    }
  }
  return found
}

const encoder = new TextEncoder()
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')

/** An attacker's own P-256 key: it can sign perfectly formed proofs, just not with the frame's key. */
export async function attackerKey() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])
  const { x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey)
  const jwk = { kty: 'EC', crv: 'P-256', x, y }
  return {
    jwk,
    /** A well-formed DPoP proof for `method url`, naming `accessToken` when given. */
    async proof(method: string, url: string, accessToken?: string): Promise<string> {
      const header = { typ: 'dpop+jwt', alg: 'ES256', jwk }
      const payload: Record<string, unknown> = {
        htm: method,
        htu: url.split('?')[0],
        iat: Math.floor(Date.now() / 1000),
        jti: crypto.randomUUID(),
      }
      if (accessToken !== undefined) {
        payload.ath = b64url(
          new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(accessToken))),
        )
      }
      const input = `${b64url(encoder.encode(JSON.stringify(header)))}.${b64url(encoder.encode(JSON.stringify(payload)))}`
      const signature = await crypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        pair.privateKey,
        encoder.encode(input),
      )
      return `${input}.${b64url(new Uint8Array(signature))}`
    },
  }
}

/** A string that can travel in an HTTP header (fetch refuses control characters and non-Latin-1). */
export const headerSafe = (value: string) => /^[\x21-\x7e][\x20-\x7e]*$/.test(value) && value.length <= 4096

/** What a successful theft would show in an answer. */
export const LOOT_MARKERS = ['wrappingKey', 'ciphertext', 'accessToken', 'refreshToken', 'share']

/** One replayed request and what came back. */
export interface Replayed {
  what: string
  status: number
  body: string
}

/** Runs `requests` a few at a time (the services are on loopback; the machine is small). */
export async function replayAll(
  requests: { what: string; url: string; init: () => Promise<RequestInit> }[],
  concurrency = 8,
): Promise<Replayed[]> {
  const answers: Replayed[] = []
  let next = 0
  async function worker() {
    while (next < requests.length) {
      const request = requests[next++] as (typeof requests)[number]
      const response = await fetch(request.url, await request.init())
      answers.push({ what: request.what, status: response.status, body: await response.text() })
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return answers
}
