import { base64urlnopad } from '@scure/base'
import { openShare, sealShare } from './share-seal.js'

/**
 * `navigator.credentials`, injected: the tests play the authenticator here, and the frame passes the real one
 * (its iframe needs `allow="publickey-credentials-get *; publickey-credentials-create *"`).
 */
export type Credentials = Pick<CredentialsContainer, 'create' | 'get'>

/** The fixed PRF input: the authenticator answers HMAC(its credential secret, hash of this), 32 bytes. */
export const PRF_SALT = new TextEncoder().encode('gangway-secure-frame/recovery-share/passkey-prf/v1')
const PRF_BYTES = 32
const CHALLENGE_BYTES = 32

export interface RecoveryPasskey {
  /** The credential's raw id, base64url: stored beside the sealed share, so `get` can ask for this one. */
  credentialId: string
  /** The PRF output, 32 bytes: the caller seals with it, then zeroes it. */
  secret: Uint8Array<ArrayBuffer>
}

export class PasskeyError extends Error {
  override name = 'PasskeyError'
}

/** The person closed the prompt, or it timed out. */
export class PasskeyCancelledError extends PasskeyError {
  override name = 'PasskeyCancelledError'
  constructor() {
    super('The passkey request was cancelled')
  }
}

/** The browser or the authenticator has no PRF: such a passkey could sign in, but cannot seal a share. */
export class PasskeyPrfUnsupportedError extends PasskeyError {
  override name = 'PasskeyPrfUnsupportedError'
  constructor() {
    super('This passkey cannot protect the wallet: it has no PRF support')
  }
}

/** The passkey answered, but its secret does not open the sealed share (another passkey, or tampered). */
export class WrongPasskeyError extends PasskeyError {
  override name = 'WrongPasskeyError'
  constructor() {
    super('This passkey does not open this wallet')
  }
}

interface PrfCredential {
  rawId: ArrayBuffer
  getClientExtensionResults(): AuthenticationExtensionsClientOutputs
}

function asPrfCredential(credential: Credential | null): PrfCredential {
  const candidate = credential as Partial<PrfCredential> & { type?: string }
  if (
    candidate?.type !== 'public-key' ||
    !(candidate.rawId instanceof ArrayBuffer) ||
    typeof candidate.getClientExtensionResults !== 'function'
  ) {
    throw new PasskeyError('The browser answered without a passkey')
  }
  return candidate as PrfCredential
}

/** The authenticator's prompt, with its failures as typed errors. */
async function ask<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name
    if (name === 'NotAllowedError' || name === 'AbortError') throw new PasskeyCancelledError()
    throw new PasskeyError('The passkey request failed', { cause: error })
  }
}

function prfOutput(credential: PrfCredential): Uint8Array<ArrayBuffer> | undefined {
  const first = credential.getClientExtensionResults().prf?.results?.first
  if (!first) return undefined
  const bytes = ArrayBuffer.isView(first)
    ? new Uint8Array(first.buffer.slice(first.byteOffset, first.byteOffset + first.byteLength))
    : new Uint8Array(first.slice(0))
  if (bytes.length !== PRF_BYTES) throw new PasskeyPrfUnsupportedError()
  return bytes
}

/**
 * The PRF secret of an existing passkey, after user verification. `credentialIds` narrows the prompt to the
 * passkeys the account has sealed shares for; without it the browser offers every discoverable one, and the
 * answer says which was used.
 */
export async function prfSecret(
  credentials: Credentials,
  options: { credentialIds?: readonly string[]; rpId?: string } = {},
): Promise<RecoveryPasskey> {
  const publicKey: PublicKeyCredentialRequestOptions = {
    challenge: crypto.getRandomValues(new Uint8Array(CHALLENGE_BYTES)),
    ...(options.rpId ? { rpId: options.rpId } : {}),
    allowCredentials: (options.credentialIds ?? []).map((id) => ({
      type: 'public-key',
      id: new Uint8Array(base64urlnopad.decode(id)),
    })),
    userVerification: 'required',
    extensions: { prf: { eval: { first: PRF_SALT } } },
  }
  const credential = asPrfCredential(await ask(() => credentials.get({ publicKey })))
  const secret = prfOutput(credential)
  if (!secret) throw new PasskeyPrfUnsupportedError()
  return { credentialId: base64urlnopad.encode(new Uint8Array(credential.rawId)), secret }
}

/**
 * Makes a passkey for recovery and returns its PRF secret. Authenticators that evaluate the PRF while
 * creating answer at once; others only say it is enabled, and a second prompt (an assertion) gets the secret.
 */
export async function createRecoveryPasskey(
  credentials: Credentials,
  rp: { id?: string; name: string },
  user: { id: Uint8Array<ArrayBuffer>; name: string; displayName: string },
): Promise<RecoveryPasskey> {
  const publicKey: PublicKeyCredentialCreationOptions = {
    rp,
    user,
    challenge: crypto.getRandomValues(new Uint8Array(CHALLENGE_BYTES)),
    // ES256, then RS256 for the authenticators that have only that.
    pubKeyCredParams: [
      { type: 'public-key', alg: -7 },
      { type: 'public-key', alg: -257 },
    ],
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    extensions: { prf: { eval: { first: PRF_SALT } } },
  }
  const credential = asPrfCredential(await ask(() => credentials.create({ publicKey })))
  const credentialId = base64urlnopad.encode(new Uint8Array(credential.rawId))
  const prf = credential.getClientExtensionResults().prf
  if (!prf?.enabled && !prf?.results) throw new PasskeyPrfUnsupportedError()
  const secret = prfOutput(credential)
  if (secret) return { credentialId, secret }
  return prfSecret(credentials, { credentialIds: [credentialId], ...(rp.id ? { rpId: rp.id } : {}) })
}

/** Seals a share under a passkey's PRF secret (HKDF-SHA-256 → AES-256-GCM, share-seal.ts). */
export async function sealWithPrf(share: Uint8Array, secret: Uint8Array): Promise<string> {
  if (secret.length !== PRF_BYTES) throw new PasskeyPrfUnsupportedError()
  return sealShare(share, secret, 'passkey')
}

/** The share sealed by {@link sealWithPrf}; {@link WrongPasskeyError} for another passkey's secret. */
export async function openWithPrf(sealed: string, secret: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const share = await openShare(sealed, secret, 'passkey')
  if (!share) throw new WrongPasskeyError()
  return share
}
