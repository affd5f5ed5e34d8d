import { PasskeyCancelledError, PasskeyPrfUnsupportedError, WrongPasskeyError } from '../keys/passkey-prf.js'
import { RecoveryCodeError, WrongRecoveryCodeError } from '../keys/recovery-code.js'
import { KeyShareError } from '../keys/shares.js'
import { RECOVERY_ERROR } from './messages.js'

/**
 * What a failed recovery try says. A code's shape and typo errors carry their own words (recovery-code.ts says
 * which character or that a check failed); everything else maps to a fixed text, never to a raw message.
 */
export function recoveryErrorText(error: unknown): string {
  if (error instanceof WrongRecoveryCodeError) return RECOVERY_ERROR.wrongCode
  if (error instanceof RecoveryCodeError) return error.message
  if (error instanceof WrongPasskeyError) return RECOVERY_ERROR.wrongPasskey
  if (error instanceof PasskeyCancelledError) return RECOVERY_ERROR.passkeyCancelled
  if (error instanceof PasskeyPrfUnsupportedError) return RECOVERY_ERROR.passkeyUnsupported
  if (error instanceof KeyShareError) return RECOVERY_ERROR.notThisAccount
  return RECOVERY_ERROR.failed
}
