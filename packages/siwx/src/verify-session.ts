import type { CaipNetworkId } from '@gangway/common'
import type { SIWXMessage, SIWXSession } from '@gangway/common'
import { SIWXMessageError, SIWXVerificationError } from './errors.js'
import type { SIWXNonceStore } from './nonce-store.js'
import { parseSIWXMessage } from './parse-message.js'
import type { SIWXVerifier } from './verifier.js'

export interface VerifySIWXSessionOptions {
  /** The first one whose `shouldVerify` accepts the session checks its signature. */
  verifiers: SIWXVerifier[]
  /** The domain the message must name (compared case-insensitively: it is a host). */
  domain?: string | undefined
  /** The message's URI must have this origin. */
  uri?: string | undefined
  chainId?: CaipNetworkId | undefined
  /** The account that must have signed (case-insensitive for eip155). */
  address?: string | undefined
  /** Remembers nonces, so a message is accepted once. */
  nonces?: SIWXNonceStore | undefined
  /** The clock (ms since epoch). */
  now?: (() => number) | undefined
  /** How far in the future `issuedAt` may be (another machine's clock), default 60 s. */
  clockSkewMs?: number | undefined
  /** How old `issuedAt` may be; no limit when absent. */
  maxAgeMs?: number | undefined
}

const DEFAULT_CLOCK_SKEW_MS = 60_000
/** How long a nonce is remembered when the message sets no expiry and no maximum age. */
const DEFAULT_NONCE_LIFETIME_MS = 24 * 60 * 60 * 1000

/**
 * A server's check of a signed session: the text parses and says what `session.data` says, its fields match
 * what this server expects, it is within its validity window, the signature is the account's, and its nonce
 * has not been used. Returns the message's fields; throws SIWXVerificationError with the failed check's reason.
 * The nonce is consumed last, so a forged or stale message cannot burn the nonce of a genuine one.
 */
export async function verifySIWXSession(
  session: SIWXSession,
  options: VerifySIWXSessionOptions,
): Promise<SIWXMessage.Data> {
  const now = (options.now ?? Date.now)()
  const data = readMessage(session)

  if (options.domain !== undefined && data.domain.toLowerCase() !== options.domain.toLowerCase()) {
    throw new SIWXVerificationError('domain', `The message is for ${data.domain}, not ${options.domain}.`)
  }
  if (options.uri !== undefined && !sameOrigin(data.uri, options.uri)) {
    throw new SIWXVerificationError('uri', `The message's URI ${data.uri} is not on ${options.uri}.`)
  }
  if (options.chainId !== undefined && data.chainId !== options.chainId) {
    throw new SIWXVerificationError('chain', `The message is for ${data.chainId}, not ${options.chainId}.`)
  }
  if (options.address !== undefined && !sameAddress(data.chainId, data.accountAddress, options.address)) {
    throw new SIWXVerificationError('address', `The message is signed in as ${data.accountAddress}.`)
  }

  // The parser accepts only RFC 3339 times, so these parse.
  const issuedAt = Date.parse(data.issuedAt!)
  const clockSkewMs = options.clockSkewMs ?? DEFAULT_CLOCK_SKEW_MS
  if (issuedAt > now + clockSkewMs) {
    throw new SIWXVerificationError('issued-at', 'The message is issued in the future.', {
      details: `Issued at ${data.issuedAt}.`,
    })
  }
  if (options.maxAgeMs !== undefined && issuedAt < now - options.maxAgeMs) {
    throw new SIWXVerificationError('issued-at', 'The message is too old.', {
      details: `Issued at ${data.issuedAt}.`,
    })
  }
  const expiresAt = data.expirationTime === undefined ? undefined : Date.parse(data.expirationTime)
  if (expiresAt !== undefined && expiresAt <= now) {
    throw new SIWXVerificationError('expired', 'The message has expired.', {
      details: `Expired at ${data.expirationTime}.`,
    })
  }
  if (data.notBefore !== undefined && Date.parse(data.notBefore) > now) {
    throw new SIWXVerificationError('not-yet-valid', 'The message is not valid yet.', {
      details: `Valid from ${data.notBefore}.`,
    })
  }

  const verifier = options.verifiers.find((candidate) => candidate.shouldVerify(session))
  if (!verifier) throw new SIWXVerificationError('no-verifier', `No verifier for ${data.chainId}.`)
  let valid: boolean
  try {
    valid = await verifier.verify(session)
  } catch (cause) {
    if (cause instanceof SIWXVerificationError) throw cause
    throw new SIWXVerificationError('signature', 'The signature could not be checked.', { cause })
  }
  if (!valid) throw new SIWXVerificationError('signature', `The signature is not ${data.accountAddress}'s.`)

  if (options.nonces) {
    const until =
      expiresAt ?? now + (options.maxAgeMs !== undefined ? options.maxAgeMs : DEFAULT_NONCE_LIFETIME_MS)
    if (!(await options.nonces.consume(data.nonce, until))) {
      throw new SIWXVerificationError('nonce-replayed', 'The message has been used already.')
    }
  }
  return data
}

/** The message's fields, which must be the ones `session.data` claims: a host reads the data, the wallet signed the text. */
function readMessage(session: SIWXSession): SIWXMessage.Data {
  let data: SIWXMessage.Data
  try {
    data = parseSIWXMessage(session.message)
  } catch (cause) {
    if (!(cause instanceof SIWXMessageError)) throw cause
    throw new SIWXVerificationError('message-mismatch', 'The message cannot be read.', { cause })
  }
  const field = differentField(data, session.data)
  if (field) {
    throw new SIWXVerificationError('message-mismatch', `The session's ${field} is not the message's.`)
  }
  return data
}

function differentField(message: SIWXMessage.Data, claimed: SIWXMessage.Data): string | undefined {
  if (!sameAddress(message.chainId, message.accountAddress, claimed.accountAddress)) return 'accountAddress'
  const fields = [
    'chainId',
    'domain',
    'uri',
    'version',
    'nonce',
    'issuedAt',
    'expirationTime',
    'notBefore',
    'requestId',
  ] as const
  for (const field of fields) if (message[field] !== claimed[field]) return field
  // The text has no statement line for an empty statement.
  if ((message.statement || undefined) !== (claimed.statement || undefined)) return 'statement'
  const [ours, theirs] = [message.resources, claimed.resources]
  const sameResources =
    ours === undefined || theirs === undefined
      ? ours === theirs
      : ours.length === theirs.length && ours.every((resource, index) => resource === theirs[index])
  return sameResources ? undefined : 'resources'
}

/** eip155 addresses differ only in their checksum casing; other namespaces' addresses are case-sensitive. */
function sameAddress(chainId: string, a: string, b: string): boolean {
  return chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b
}

/** Same origin; a URI with no origin (`did:…`, `urn:…`, not a URL) must be the expected one exactly. */
function sameOrigin(uri: string, expected: string): boolean {
  const origin = originOf(expected)
  return origin === undefined ? uri === expected : originOf(uri) === origin
}

function originOf(uri: string): string | undefined {
  try {
    const { origin } = new URL(uri)
    // URL gives opaque origins (non-special schemes) as the string 'null', which would equal any other.
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}
