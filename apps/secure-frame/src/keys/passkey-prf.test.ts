import { createHmac, createHash, randomBytes } from 'node:crypto'
import { base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import {
  type Credentials,
  createRecoveryPasskey,
  openWithPrf,
  PasskeyCancelledError,
  PasskeyError,
  PasskeyPrfUnsupportedError,
  PRF_SALT,
  prfSecret,
  sealWithPrf,
  WrongPasskeyError,
} from './passkey-prf.js'
import { generateSecrets } from './secrets.js'
import { combineShares, splitSecrets } from './shares.js'

const bytesOf = (source: BufferSource) =>
  ArrayBuffer.isView(source)
    ? Buffer.from(source.buffer, source.byteOffset, source.byteLength)
    : Buffer.from(source)

/**
 * A stand-in authenticator at the edge: each credential has its own secret and answers the PRF as WebAuthn
 * does (HMAC of the credential's secret over SHA-256("WebAuthn PRF" ‖ 0 ‖ salt)). `prfAtCreate` false plays
 * the authenticators that only report PRF as enabled while creating.
 */
function fakeAuthenticator({ prfAtCreate = true, prf = true } = {}) {
  const secrets = new Map<string, Buffer>()
  const calls: { create: CredentialCreationOptions[]; get: CredentialRequestOptions[] } = {
    create: [],
    get: [],
  }
  const evaluate = (id: string, salt: BufferSource) => {
    const hashed = createHash('sha256').update('WebAuthn PRF\0').update(bytesOf(salt)).digest()
    return new Uint8Array(createHmac('sha256', secrets.get(id)!).update(hashed).digest())
  }
  const credential = (id: string, results: AuthenticationExtensionsClientOutputs) =>
    ({
      type: 'public-key',
      rawId: new Uint8Array(base64urlnopad.decode(id)).buffer,
      getClientExtensionResults: () => results,
    }) as unknown as Credential
  const credentials: Credentials = {
    async create(options) {
      calls.create.push(options!)
      const id = base64urlnopad.encode(randomBytes(16))
      secrets.set(id, randomBytes(32))
      const salt = options?.publicKey?.extensions?.prf?.eval?.first
      if (!prf) return credential(id, {})
      return credential(id, {
        prf:
          prfAtCreate && salt ? { enabled: true, results: { first: evaluate(id, salt) } } : { enabled: true },
      })
    },
    async get(options) {
      calls.get.push(options!)
      const allowed = (options?.publicKey?.allowCredentials ?? []).map((c) =>
        base64urlnopad.encode(bytesOf(c.id)),
      )
      // A discoverable prompt picks the newest passkey.
      const id = allowed.find((candidate) => secrets.has(candidate)) ?? [...secrets.keys()].at(-1)
      if (!id) throw new DOMException('No passkey', 'NotAllowedError')
      const salt = options?.publicKey?.extensions?.prf?.eval?.first
      return credential(id, prf && salt ? { prf: { results: { first: evaluate(id, salt) } } } : {})
    },
  }
  return { credentials, calls, evaluate }
}

const RP = { id: 'localhost', name: 'Gangway' }
const USER = { id: new Uint8Array(randomBytes(16)), name: 'ada@example.com', displayName: 'ada@example.com' }

describe('recovery passkey (WebAuthn PRF)', () => {
  it('creates a discoverable, user-verified passkey asking for the PRF, and returns its 32-byte secret', async () => {
    const { credentials, calls, evaluate } = fakeAuthenticator()
    const passkey = await createRecoveryPasskey(credentials, RP, USER)
    expect(passkey.secret).toHaveLength(32)
    expect(passkey.secret).toEqual(evaluate(passkey.credentialId, PRF_SALT))
    const options = calls.create[0]!.publicKey!
    expect(options.authenticatorSelection).toEqual({ residentKey: 'preferred', userVerification: 'required' })
    expect(options.extensions?.prf?.eval?.first).toEqual(PRF_SALT)
    expect(options.rp).toEqual(RP)
    expect(calls.get).toHaveLength(0)
  })

  it('asks once more when the authenticator only says PRF is enabled while creating', async () => {
    const { credentials, calls, evaluate } = fakeAuthenticator({ prfAtCreate: false })
    const passkey = await createRecoveryPasskey(credentials, RP, USER)
    expect(passkey.secret).toEqual(evaluate(passkey.credentialId, PRF_SALT))
    const get = calls.get[0]!.publicKey!
    expect(get.userVerification).toBe('required')
    expect(get.rpId).toBe(RP.id)
    expect(get.allowCredentials?.map((c) => base64urlnopad.encode(bytesOf(c.id)))).toEqual([
      passkey.credentialId,
    ])
  })

  it('gets the same secret back from the passkey later, named or discovered', async () => {
    const { credentials } = fakeAuthenticator()
    const made = await createRecoveryPasskey(credentials, RP, USER)
    expect(await prfSecret(credentials, { credentialIds: [made.credentialId] })).toEqual(made)
    expect(await prfSecret(credentials)).toEqual(made)
  })

  it('seals a share that only the same passkey opens, which then rebuilds the wallet', async () => {
    const { credentials } = fakeAuthenticator()
    const secrets = generateSecrets()
    const shares = await splitSecrets(secrets)
    const mine = await createRecoveryPasskey(credentials, RP, USER)
    const sealed = await sealWithPrf(shares.recovery, mine.secret)

    const later = await prfSecret(credentials, { credentialIds: [mine.credentialId] })
    const recovery = await openWithPrf(sealed, later.secret)
    expect((await combineShares(recovery, shares.auth)).eip155).toBe(secrets.eip155)

    const other = await createRecoveryPasskey(credentials, RP, USER)
    await expect(openWithPrf(sealed, other.secret)).rejects.toThrow(WrongPasskeyError)
    await expect(openWithPrf(sealed, other.secret)).rejects.toThrow('This passkey does not open this wallet')
  })

  it('refuses authenticators without PRF, and secrets of the wrong size', async () => {
    const { credentials } = fakeAuthenticator({ prf: false })
    await expect(createRecoveryPasskey(credentials, RP, USER)).rejects.toThrow(PasskeyPrfUnsupportedError)
    await expect(prfSecret(credentials)).rejects.toThrow(
      'This passkey cannot protect the wallet: it has no PRF support',
    )
    const { recovery } = await splitSecrets(generateSecrets())
    await expect(sealWithPrf(recovery, new Uint8Array(16))).rejects.toThrow(PasskeyPrfUnsupportedError)
  })

  it('reports a closed prompt as cancelled, and anything else as a passkey failure', async () => {
    const refusing = (error: unknown): Credentials => ({
      create: () => Promise.reject(error),
      get: () => Promise.reject(error),
    })
    for (const name of ['NotAllowedError', 'AbortError']) {
      const credentials = refusing(new DOMException('closed', name))
      await expect(createRecoveryPasskey(credentials, RP, USER)).rejects.toThrow(PasskeyCancelledError)
      await expect(prfSecret(credentials)).rejects.toThrow('The passkey request was cancelled')
    }
    const broken = refusing(new DOMException('bad rp', 'SecurityError'))
    await expect(prfSecret(broken)).rejects.toThrow(PasskeyError)
    await expect(prfSecret(broken)).rejects.not.toThrow(PasskeyCancelledError)
    const nothing: Credentials = { create: async () => null, get: async () => null }
    await expect(prfSecret(nothing)).rejects.toThrow('The browser answered without a passkey')
  })
})
