import { recoverySealStatement } from '@gangway/common'
import { base64urlnopad } from '@scure/base'
import { type Hex, verifyMessage } from 'viem'

/** A wallet from before key shares: its envelope and the addresses it reported. */
export interface StoredKeys {
  ciphertext: string
  addresses: { eip155?: string; solana?: string }
}

interface Seal {
  kind: 'code' | 'passkey'
  credentialId?: string
  sealed: string
}

/** What the services keep of each user's wallet, by user id, as the frame's tests see and set it. */
export interface FakeWallets {
  /** The auth share and the addresses stored with it. */
  auth: Map<string, { share: string; addresses: { eip155: string; solana: string } }>
  /** The sealed recovery shares, one per kind. */
  seals: Map<string, Map<Seal['kind'], Seal>>
  /** Envelopes from before key shares (a test seeds one to model an older account). */
  legacy: Map<string, StoredKeys>
  wrappingKeys: Map<string, string>
}

export function createFakeWallets(): FakeWallets {
  return { auth: new Map(), seals: new Map(), legacy: new Map(), wrappingKeys: new Map() }
}

/** The addresses the services list on the user: the auth share's, or the legacy envelope's. */
export function listedAddresses(wallets: FakeWallets, userId: string): string[] {
  const addresses = wallets.auth.get(userId)?.addresses ?? wallets.legacy.get(userId)?.addresses ?? {}
  return [addresses.eip155, addresses.solana].filter((address): address is string => !!address)
}

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })

/**
 * `/frame/v1/shares/*` and `/frame/v1/keys` for a signed-in `userId` as the services answer them
 * (apps/services/src/frame/share-routes.ts, key-routes.ts): the auth share written once, one seal per kind, the
 * legacy routes closed (404 / 409) once the user has an auth share. Undefined for any other route.
 */
export async function keyRoute(
  wallets: FakeWallets,
  method: string,
  path: string,
  userId: string,
  body: Record<string, unknown>,
): Promise<Response | undefined> {
  const migrated = wallets.auth.has(userId)
  switch (`${method} ${path}`) {
    case 'GET /frame/v1/shares/auth':
      return json(200, { share: wallets.auth.get(userId)?.share ?? null })
    case 'PUT /frame/v1/shares/auth':
      if (migrated) return json(409, { message: 'Auth share already exists' })
      wallets.auth.set(userId, body as never)
      return json(204)
    case 'GET /frame/v1/shares/recovery':
      return json(200, { shares: [...(wallets.seals.get(userId)?.values() ?? [])] })
    case 'PUT /frame/v1/shares/recovery': {
      // As the services do: only the wallet's own key may change how it is recovered.
      const { issuedAt, signature, ...seal } = body as unknown as Seal & { issuedAt: number; signature: Hex }
      const message = recoverySealStatement({ userId, ...seal, issuedAt })
      const signer = wallets.auth.get(userId)?.addresses.eip155 as Hex | undefined
      if (!signer || !(await verifyMessage({ address: signer, message, signature }).catch(() => false)))
        return json(403, { message: 'The recovery share is not signed by this wallet' })
      const seals = wallets.seals.get(userId) ?? new Map()
      seals.set(seal.kind, seal)
      wallets.seals.set(userId, seals)
      return json(204)
    }
    case 'GET /frame/v1/keys': {
      if (migrated) return json(404, { message: 'The wallet uses key shares' })
      if (!wallets.wrappingKeys.has(userId))
        wallets.wrappingKeys.set(userId, base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32))))
      const stored = wallets.legacy.get(userId)
      return json(200, {
        wrappingKey: wallets.wrappingKeys.get(userId),
        ciphertext: stored?.ciphertext ?? null,
        addresses: stored?.addresses ?? {},
      })
    }
    case 'DELETE /frame/v1/keys':
      if (!migrated) return json(409, { message: 'Store the auth share first' })
      wallets.legacy.delete(userId)
      return json(204)
    default:
      return undefined
  }
}
