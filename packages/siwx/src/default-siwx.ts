import type { CaipNetworkId } from '@gangway/common'
import type { SIWXConfig, SIWXMessage, SIWXSession } from '@gangway/common'
import { SIWXMessageError } from './errors.js'
import { InformalMessenger } from './informal-messenger.js'
import { LocalStorage } from './local-storage.js'
import type { SIWXMessenger } from './messenger.js'
import type { SIWXStorage } from './storage.js'
import type { SIWXVerifier } from './verifier.js'
import { verifySIWXSession } from './verify-session.js'
import { BIP122Verifier } from './verifiers/bip122-verifier.js'
import { EIP155Verifier } from './verifiers/eip155-verifier.js'
import { PolkadotVerifier } from './verifiers/polkadot-verifier.js'
import { SolanaVerifier } from './verifiers/solana-verifier.js'

/** What DefaultSIWX is built from (AppKit's `DefaultSIWX.ConstructorParams`); every part has a default. */
export interface DefaultSIWXParameters {
  /** Default: an InformalMessenger for this page's host and URL, with a random nonce. */
  messenger?: SIWXMessenger | undefined
  /** Default: eip155, solana, bip122 and polkadot. */
  verifiers?: SIWXVerifier[] | undefined
  /** Default: localStorage under AppKit's key '@appkit/siwx'. */
  storage?: SIWXStorage | undefined
  /** Default false. */
  required?: boolean | undefined
  /** Default true. */
  signOutOnDisconnect?: boolean | undefined
}

/** The statement AppKit's default messenger shows. */
export const DEFAULT_SIWX_STATEMENT = 'Please sign with your account'

/**
 * The `siwx` option most hosts want (AppKit's `DefaultSIWX`): messages from a messenger, each signed session
 * verified here before it is kept in the storage. The messenger, storage and verifiers are public so a host can
 * reach them (a ServicesStorage's nonce, a verifier's RPC).
 */
export class DefaultSIWX implements SIWXConfig {
  readonly messenger: SIWXMessenger
  readonly verifiers: SIWXVerifier[]
  readonly storage: SIWXStorage
  readonly required: boolean
  signOutOnDisconnect: boolean

  constructor(parameters: DefaultSIWXParameters = {}) {
    this.messenger = parameters.messenger ?? createPageMessenger()
    this.verifiers = parameters.verifiers ?? [
      new EIP155Verifier(),
      new SolanaVerifier(),
      new BIP122Verifier(),
      new PolkadotVerifier(),
    ]
    this.storage = parameters.storage ?? new LocalStorage({ key: '@appkit/siwx' })
    this.required = parameters.required ?? false
    this.signOutOnDisconnect = parameters.signOutOnDisconnect ?? true
  }

  createMessage(input: SIWXMessage.Input): Promise<SIWXMessage> {
    return this.messenger.createMessage(input)
  }

  /**
   * Verifies, then keeps. Nonces are not consumed here: the messenger made them, and a storage that keeps
   * sessions on a server consumes them there, where a replay would matter.
   */
  async addSession(session: SIWXSession): Promise<void> {
    await this.verify(session)
    await this.storage.add(session)
  }

  revokeSession(chainId: CaipNetworkId, address: string): Promise<void> {
    return this.storage.delete(chainId, address)
  }

  /** All or nothing: one session that does not verify leaves the storage as it was. */
  async setSessions(sessions: SIWXSession[]): Promise<void> {
    await Promise.all(sessions.map((session) => this.verify(session)))
    await this.storage.set(sessions)
  }

  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    return this.storage.get(chainId, address)
  }

  getRequired(): boolean {
    return this.required
  }

  private async verify(session: SIWXSession): Promise<void> {
    await verifySIWXSession(session, { verifiers: this.verifiers, domain: this.messenger.domain })
  }
}

/**
 * The default messenger: this page's host and URL, read when the messenger is built (never at import, so a
 * server can import the package). `getNonce` defaults to a random one; a storage that keeps sessions on a
 * server passes its own, so the server knows the nonce it will see.
 */
export function createPageMessenger(
  getNonce: (input: SIWXMessage.Input) => Promise<string> = async () => randomNonce(),
): InformalMessenger {
  const location = (globalThis as { location?: Pick<Location, 'host' | 'href'> }).location
  if (!location?.host) {
    throw new SIWXMessageError('There is no page location to write the sign-in message for.', {
      details:
        'The default messenger takes its domain and URI from `location`; outside a browser, pass a `messenger`.',
    })
  }
  return new InformalMessenger({
    domain: location.host,
    uri: location.href,
    getNonce,
    statement: DEFAULT_SIWX_STATEMENT,
  })
}

/** 16 random bytes in hex: alphanumeric and over the 8 characters EIP-4361 asks of a nonce. */
function randomNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
