import { openShare, sealShare } from './share-seal.js'

/** Crockford's base32: no I, L, O or U, so what is read aloud or copied by hand is hard to get wrong. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
/** What people type for a digit they misread. */
const LOOKALIKES: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' }
const ENTROPY_BYTES = 16
/** 128 bits take 26 characters (130 bits, the first 2 always zero), then one check character. */
const DATA_CHARS = 26
export const RECOVERY_CODE_CHARS = DATA_CHARS + 1
const GROUP = 4

/** Every problem with a typed code is one of these, with a message meant for the person typing it. */
export class RecoveryCodeError extends Error {
  override name = 'RecoveryCodeError'
}

/** Not a recovery code's shape: a character it never has, or the wrong length (`count` characters). */
export class RecoveryCodeFormatError extends RecoveryCodeError {
  override name = 'RecoveryCodeFormatError'
  constructor(
    message: string,
    readonly problem: { char: string } | { count: number },
  ) {
    super(message)
  }
}

/** The right shape, but the check character does not match: a character was mistyped or swapped. */
export class RecoveryCodeTypoError extends RecoveryCodeError {
  override name = 'RecoveryCodeTypoError'
  constructor() {
    super('This recovery code has a typo: compare it with the one you saved')
  }
}

/** A well-formed code that does not open the sealed share: another wallet's, or an older code. */
export class WrongRecoveryCodeError extends RecoveryCodeError {
  override name = 'WrongRecoveryCodeError'
  constructor() {
    super('This recovery code does not open this wallet')
  }
}

/**
 * Luhn mod 32 over the character values: catches every single mistyped character and nearly every swap of
 * two neighbours.
 */
function checkValue(values: readonly number[]): number {
  let sum = 0
  let factor = 2
  for (let i = values.length - 1; i >= 0; i--) {
    const addend = factor * values[i]!
    sum += Math.floor(addend / 32) + (addend % 32)
    factor = factor === 2 ? 1 : 2
  }
  return (32 - (sum % 32)) % 32
}

/** 16 bytes → 26 base32 values, most significant bit first, after two zero bits. */
function toValues(bytes: Uint8Array): number[] {
  const values: number[] = []
  let acc = 0
  let bits = 2
  for (const byte of bytes) {
    acc = ((acc << 8) | byte) & 0x1fff
    bits += 8
    while (bits >= 5) {
      bits -= 5
      values.push((acc >> bits) & 31)
    }
  }
  return values
}

/** The inverse of {@link toValues}; undefined when the two leading bits are not zero. */
function toBytes(values: readonly number[]): Uint8Array<ArrayBuffer> | undefined {
  if (values[0]! >= 8) return undefined
  const bytes = new Uint8Array(ENTROPY_BYTES)
  let acc = 0
  let bits = -2
  let index = 0
  for (const value of values) {
    acc = ((acc << 5) | value) & 0x1fff
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes[index++] = (acc >> bits) & 255
    }
  }
  return bytes
}

/** A new recovery code, e.g. `0ABC-DEFG-HJKM-NPQR-STVW-XYZ0-12X`: shown once, never stored by the frame. */
export function createRecoveryCode(): string {
  const entropy = crypto.getRandomValues(new Uint8Array(ENTROPY_BYTES))
  const values = toValues(entropy)
  entropy.fill(0)
  values.push(checkValue(values))
  const text = values.map((value) => ALPHABET[value]).join('')
  return text.match(new RegExp(`.{1,${GROUP}}`, 'g'))!.join('-')
}

/**
 * The code's 16 random bytes. Forgiving about how it was typed: case, spaces, dashes, and O/I/L for 0/1.
 * Throws a {@link RecoveryCodeError} whose message says what to fix.
 */
export function parseRecoveryCode(input: string): Uint8Array<ArrayBuffer> {
  const chars = [...input.toUpperCase().replace(/[\s\-_.]/g, '')].map((char) => LOOKALIKES[char] ?? char)
  const values: number[] = []
  for (const char of chars) {
    const value = ALPHABET.indexOf(char)
    if (value < 0) throw new RecoveryCodeFormatError(`A recovery code has no “${char}”`, { char })
    values.push(value)
  }
  if (values.length !== RECOVERY_CODE_CHARS) {
    throw new RecoveryCodeFormatError(
      `A recovery code has ${RECOVERY_CODE_CHARS} letters and digits; this one has ${values.length}`,
      { count: values.length },
    )
  }
  const check = values.pop()
  const bytes = check === checkValue(values) ? toBytes(values) : undefined
  if (!bytes) throw new RecoveryCodeTypoError()
  return bytes
}

/**
 * Seals a share under the code. HKDF, not a slow password hash: the code is 128 uniformly random bits, so a
 * guess costs nothing to make slower that matters (2^128 tries either way); stretching only helps secrets a
 * person chose.
 */
export async function sealWithRecoveryCode(share: Uint8Array, code: string): Promise<string> {
  const entropy = parseRecoveryCode(code)
  try {
    return await sealShare(share, entropy, 'code')
  } finally {
    entropy.fill(0)
  }
}

/** The share sealed by {@link sealWithRecoveryCode}; {@link WrongRecoveryCodeError} for any other code. */
export async function openWithRecoveryCode(sealed: string, code: string): Promise<Uint8Array<ArrayBuffer>> {
  const entropy = parseRecoveryCode(code)
  try {
    const share = await openShare(sealed, entropy, 'code')
    if (!share) throw new WrongRecoveryCodeError()
    return share
  } finally {
    entropy.fill(0)
  }
}
