// Test helpers of the /v1/sessions tests: real signers (a viem EOA, a Solana ed25519 key) and the calls a page
// and a host's server make.
import { generateKeyPairSync, sign } from 'node:crypto'
import type { CaipNetworkId } from '@gangway/common'
import { InformalMessenger, type SIWXMessengerParameters, type SIWXSession } from '@gangway/siwx'
import { base58 } from '@scure/base'
import type { PrivateKeyAccount } from 'viem/accounts'
import { getJson } from '../test/services.js'

/** The page the tests sign in from (the sandbox's origin, allowed for `gangway-sandbox`). */
export const PAGE_ORIGIN = 'http://127.0.0.1:5173'
export const PAGE_DOMAIN = '127.0.0.1:5173'
export const PROJECT_ID = 'gangway-sandbox'
/** Solana mainnet's CAIP-2 id: the verifier only reads the namespace. */
export const SOLANA_MAINNET: CaipNetworkId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

type MessengerOverrides = Partial<Omit<SIWXMessengerParameters, 'getNonce'>>

/** The message a page of PAGE_ORIGIN builds for `accountAddress` with `nonce`. */
export async function messageFor(
  nonce: string,
  accountAddress: string,
  chainId: CaipNetworkId,
  overrides: MessengerOverrides = {},
) {
  const messenger = new InformalMessenger({
    domain: PAGE_DOMAIN,
    uri: `${PAGE_ORIGIN}/login`,
    statement: 'Please sign with your account',
    ...overrides,
    getNonce: async () => nonce,
  })
  const message = await messenger.createMessage({ accountAddress, chainId })
  const { toString: _toString, ...data } = message
  return { data, text: message.toString() }
}

/** A session signed by an EVM key (EIP-191 personal_sign), for `address` (default: the key's own). */
export async function evmSession(
  nonce: string,
  signer: PrivateKeyAccount,
  options: { address?: string; chainId?: CaipNetworkId } & MessengerOverrides = {},
): Promise<SIWXSession> {
  const { address = signer.address, chainId = 'eip155:1', ...overrides } = options
  const { data, text } = await messageFor(nonce, address, chainId, overrides)
  return { data, message: text, signature: await signer.signMessage({ message: text }) }
}

/** A Solana account: an ed25519 key (node:crypto) and its base58 address. */
export function solanaAccount() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url')
  return {
    address: base58.encode(raw),
    /** A base58 ed25519 signature of the UTF-8 text, as `solana:signMessage` gives. */
    signMessage: (text: string) => base58.encode(sign(null, Buffer.from(text, 'utf8'), privateKey)),
  }
}

export async function solanaSession(
  nonce: string,
  account = solanaAccount(),
  overrides: MessengerOverrides = {},
): Promise<SIWXSession> {
  const { data, text } = await messageFor(nonce, account.address, SOLANA_MAINNET, overrides)
  return { data, message: text, signature: account.signMessage(text) }
}

type Answer<T> = Promise<{ status: number; body: T & { message?: string; reason?: string } }>

export interface SessionsClient {
  nonce(projectId?: string): Answer<{ nonce: string }>
  create(session: unknown, options?: { origin?: string | null; projectId?: string }): Answer<{ id: string }>
  get(
    id: string,
    projectId?: string,
  ): Answer<{
    id: string
    session: Pick<SIWXSession, 'data' | 'message' | 'signature'>
    createdAt: string
    expiresAt: string
  }>
  revoke(id: string, body: unknown, projectId?: string): Answer<{ success: boolean }>
}

/** The four calls, against the services at `base`; `create` is sent from PAGE_ORIGIN unless told otherwise. */
export function sessionsClient(base: string): SessionsClient {
  const url = (path: string, projectId?: string) => {
    const target = new URL(path, base)
    if (projectId !== undefined) target.searchParams.set('projectId', projectId)
    return target.toString()
  }
  const post = (path: string, projectId: string | undefined, body: unknown, origin?: string | null) =>
    getJson(url(path, projectId), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(origin ? { Origin: origin } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  return {
    nonce: (projectId = PROJECT_ID) => post('/v1/sessions/nonce', projectId, undefined) as never,
    create: (session, { origin = PAGE_ORIGIN, projectId = PROJECT_ID } = {}) =>
      post('/v1/sessions', projectId, session, origin) as never,
    get: (id, projectId) => getJson(url(`/v1/sessions/${encodeURIComponent(id)}`, projectId)) as never,
    revoke: (id, body, projectId = PROJECT_ID) =>
      post(`/v1/sessions/${encodeURIComponent(id)}/revoke`, projectId, body) as never,
  }
}
