import { PasskeyCancelledError, PasskeyPrfUnsupportedError, WrongPasskeyError } from '../keys/passkey-prf.js'
import { formatMessage } from '@gangway/common'
import {
  RECOVERY_CODE_CHARS,
  RecoveryCodeFormatError,
  RecoveryCodeTypoError,
  WrongRecoveryCodeError,
} from '../keys/recovery-code.js'
import { KeyShareError } from '../keys/shares.js'
import { RECOVERY_ERROR } from './messages.js'

/**
 * What a failed recovery try says, in the frame's language: a code's shape and typo errors say which character
 * or that a check failed (recovery-code.ts); everything else maps to a fixed text, never to a raw message.
 */
export function recoveryErrorText(error: unknown): string {
  if (error instanceof WrongRecoveryCodeError) return RECOVERY_ERROR.wrongCode
  if (error instanceof RecoveryCodeTypoError) return RECOVERY_ERROR.codeTypo
  if (error instanceof RecoveryCodeFormatError) {
    return 'char' in error.problem
      ? formatMessage(RECOVERY_ERROR.codeUnknownChar, { char: error.problem.char })
      : formatMessage(RECOVERY_ERROR.codeLength, {
          expected: RECOVERY_CODE_CHARS,
          count: error.problem.count,
        })
  }
  if (error instanceof WrongPasskeyError) return RECOVERY_ERROR.wrongPasskey
  if (error instanceof PasskeyCancelledError) return RECOVERY_ERROR.passkeyCancelled
  if (error instanceof PasskeyPrfUnsupportedError) return RECOVERY_ERROR.passkeyUnsupported
  if (error instanceof KeyShareError) return RECOVERY_ERROR.notThisAccount
  return RECOVERY_ERROR.failed
}
