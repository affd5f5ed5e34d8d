/**
 * What the embedded wallet's key signs before the services keep a recovery share sealed under a new factor: only
 * a frame that can rebuild the key may replace how the wallet is recovered, so a session alone (a phished
 * sign-in, say) cannot swap the visitor's recovery code or passkey for its own.
 */
export interface RecoverySealClaim {
  /** The services' id of the account. */
  userId: string
  kind: 'code' | 'passkey'
  /** The passkey's credential id (base64url); absent for a code. */
  credentialId?: string | undefined
  /** The sealed share, as stored (base64url). */
  sealed: string
  /** Epoch milliseconds: the services accept it only for a few minutes. */
  issuedAt: number
}

/** How long after `issuedAt` (either way) the services accept a signed seal. */
export const RECOVERY_SEAL_MAX_AGE_MS = 5 * 60_000

/** The EIP-191 message the wallet's EVM key signs for a seal: the same text in the frame and the services. */
export function recoverySealStatement(claim: RecoverySealClaim): string {
  return [
    'Gangway wallet: store this recovery share',
    `Account: ${claim.userId}`,
    `Factor: ${claim.kind}`,
    `Credential: ${claim.credentialId ?? '-'}`,
    `Sealed share: ${claim.sealed}`,
    `Issued at: ${claim.issuedAt}`,
  ].join('\n')
}
