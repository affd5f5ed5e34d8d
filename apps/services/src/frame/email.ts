import * as v from 'valibot'

// RFC 5322 dot-atom local part (the characters mail systems accept unquoted) at a dotted DNS domain.
// Quoted local parts and IP literals are refused: no sign-in provider takes them, and they would let
// markup characters through.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/

/** SPEC §5: e-mail fields (connect, update) must be valid e-mail addresses. */
export const INVALID_EMAIL_MESSAGE = 'Invalid email address'

export function isEmailAddress(text: string): boolean {
  if (text.length > 254) return false
  const at = text.lastIndexOf('@')
  if (at <= 0) return false
  const local = text.slice(0, at)
  return local.length <= 64 && LOCAL_PART.test(local) && DOMAIN.test(text.slice(at + 1))
}

/** One user per address whatever its case: addresses are compared and stored lower-case. */
export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.check(isEmailAddress, INVALID_EMAIL_MESSAGE),
  v.toLowerCase(),
)

/** The frame's random id for this browser; a fixed alphabet keeps it out of markup and logs. */
export const DeviceIdSchema = v.pipe(
  v.string(),
  v.regex(/^[\w-]{8,128}$/, 'Invalid device id: 8 to 128 letters, digits, - or _'),
)

/** SPEC §5: the OTP is a string; the codes sent are 6 digits, so nothing else can match. */
export const OtpSchema = v.pipe(v.string(), v.regex(/^\d{6}$/, 'Invalid code: 6 digits'))
