import type { ChainNamespace } from '@gangway/common'
import type { SIWXSession } from '@gangway/common'

/**
 * Checks a session's signature for the namespaces it lists (AppKit's `SIWXVerifier`). The message fields
 * (domain, nonce, times) are checked by `verifySIWXSession`; a verifier answers only "did this address sign
 * this text". Verifiers load their crypto on first use, so importing one costs a page nothing.
 */
export abstract class SIWXVerifier {
  abstract readonly chainNamespace: ChainNamespace

  /** Whether this verifier is the one for the session's network. */
  shouldVerify(session: SIWXSession): boolean {
    return session.data.chainId.startsWith(`${this.chainNamespace}:`)
  }

  /** True when `session.signature` is `session.data.accountAddress`'s signature of `session.message`. */
  abstract verify(session: SIWXSession): Promise<boolean>
}
