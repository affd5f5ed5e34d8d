import { base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import {
  createRecoveryCode,
  openWithRecoveryCode,
  parseRecoveryCode,
  RecoveryCodeFormatError,
  RecoveryCodeTypoError,
  sealWithRecoveryCode,
  WrongRecoveryCodeError,
} from './recovery-code.js'
import { SealedShareFormatError, sealShare } from './share-seal.js'
import { generateSecrets } from './secrets.js'
import { splitSecrets } from './shares.js'

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** The code with its `index`-th character (dashes not counted) replaced by `char`. */
function withChar(code: string, index: number, char: string): string {
  const chars = [...code.replaceAll('-', '')]
  chars[index] = char
  return chars.join('')
}

describe('recovery code', () => {
  it('shows 27 Crockford base32 characters in dashed groups, different every time', () => {
    const codes = Array.from({ length: 50 }, createRecoveryCode)
    for (const code of codes) expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){6}[0-9A-HJKMNP-TV-Z]{3}$/)
    expect(new Set(codes).size).toBe(codes.length)
  })

  it('carries 128 random bits', () => {
    const entropies = Array.from({ length: 200 }, () => parseRecoveryCode(createRecoveryCode()))
    for (const entropy of entropies) expect(entropy).toHaveLength(16)
    // Every bit position takes both values across 200 codes (a stuck bit would show here).
    for (let bit = 0; bit < 128; bit++) {
      const values = new Set(entropies.map((bytes) => (bytes[bit >> 3]! >> (7 - (bit & 7))) & 1))
      expect(values.size, `bit ${bit}`).toBe(2)
    }
  })

  it('parses what a person types: any case, spaces or no dashes, O for 0, I or L for 1', () => {
    let code = createRecoveryCode()
    // Make sure the code holds a 0 and a 1 to mistype.
    while (!/0/.test(code) || !/1/.test(code)) code = createRecoveryCode()
    const expected = parseRecoveryCode(code)
    const variants = [
      code.toLowerCase(),
      code.replaceAll('-', ''),
      code.replaceAll('-', ' '),
      `  ${code.replaceAll('-', ' - ')}  `,
      code.replaceAll('0', 'O').replaceAll('1', 'I'),
      code.replaceAll('0', 'o').replaceAll('1', 'l'),
    ]
    for (const variant of variants) expect(parseRecoveryCode(variant), variant).toEqual(expected)
  })

  it('catches every single mistyped character with a typo message', () => {
    const code = createRecoveryCode()
    for (let index = 0; index < 27; index++) {
      for (const char of ALPHABET) {
        const typed = withChar(code, index, char)
        if (typed === code.replaceAll('-', '')) continue
        expect(() => parseRecoveryCode(typed), typed).toThrow(RecoveryCodeTypoError)
      }
    }
    expect(() => parseRecoveryCode(withChar(code, 3, code[3] === 'Z' ? 'Y' : 'Z'))).toThrow(
      'This recovery code has a typo: compare it with the one you saved',
    )
  })

  it('catches swapped neighbours in nearly every case', () => {
    let caught = 0
    let swaps = 0
    for (let round = 0; round < 20; round++) {
      const chars = [...createRecoveryCode().replaceAll('-', '')]
      for (let index = 0; index < 26; index++) {
        if (chars[index] === chars[index + 1]) continue
        const swapped = chars.slice()
        ;[swapped[index], swapped[index + 1]] = [swapped[index + 1]!, swapped[index]!]
        swaps++
        try {
          parseRecoveryCode(swapped.join(''))
        } catch (error) {
          if (error instanceof RecoveryCodeTypoError) caught++
        }
      }
    }
    expect(caught / swaps).toBeGreaterThan(0.95)
  })

  it('says what is wrong with a code of the wrong shape', () => {
    const code = createRecoveryCode()
    expect(() => parseRecoveryCode(code.slice(0, -1))).toThrow(
      'A recovery code has 27 letters and digits; this one has 26',
    )
    expect(() => parseRecoveryCode(`${code}7`)).toThrow(RecoveryCodeFormatError)
    expect(() => parseRecoveryCode('')).toThrow('A recovery code has 27 letters and digits; this one has 0')
    expect(() => parseRecoveryCode(withChar(code, 5, 'U'))).toThrow('A recovery code has no “U”')
    expect(() => parseRecoveryCode(withChar(code, 5, '!'))).toThrow(RecoveryCodeFormatError)
  })

  it('seals a share that only the same code opens', async () => {
    const { recovery } = await splitSecrets(generateSecrets())
    const code = createRecoveryCode()
    const sealed = await sealWithRecoveryCode(recovery, code)
    expect(sealed).toMatch(/^[\w-]+$/)
    expect(Buffer.from(base64urlnopad.decode(sealed)).includes(Buffer.from(recovery.subarray(34, 50)))).toBe(
      false,
    )
    expect(await openWithRecoveryCode(sealed, code)).toEqual(recovery)
    expect(await openWithRecoveryCode(sealed, code.toLowerCase().replaceAll('-', ' '))).toEqual(recovery)
    await expect(openWithRecoveryCode(sealed, createRecoveryCode())).rejects.toThrow(WrongRecoveryCodeError)
    await expect(openWithRecoveryCode(sealed, createRecoveryCode())).rejects.toThrow(
      'This recovery code does not open this wallet',
    )
  })

  it('seals with a fresh salt and IV each time', async () => {
    const { recovery } = await splitSecrets(generateSecrets())
    const code = createRecoveryCode()
    const [a, b] = [await sealWithRecoveryCode(recovery, code), await sealWithRecoveryCode(recovery, code)]
    expect(a).not.toBe(b)
  })

  it('does not open when tampered, cut, or sealed for a passkey with the same bytes', async () => {
    const { recovery } = await splitSecrets(generateSecrets())
    const code = createRecoveryCode()
    const bytes = base64urlnopad.decode(await sealWithRecoveryCode(recovery, code))
    for (const index of [1, 20, 30, bytes.length - 1]) {
      const tampered = bytes.slice()
      tampered[index] = tampered[index]! ^ 0x80
      await expect(openWithRecoveryCode(base64urlnopad.encode(tampered), code)).rejects.toThrow(
        WrongRecoveryCodeError,
      )
    }
    await expect(openWithRecoveryCode(base64urlnopad.encode(bytes.slice(0, 40)), code)).rejects.toThrow(
      SealedShareFormatError,
    )
    await expect(openWithRecoveryCode('not a sealed share', code)).rejects.toThrow(SealedShareFormatError)
    // Sealed for a passkey under the code's very bytes: the purpose in the derivation keeps it shut.
    const passkeySealed = await sealShare(recovery, parseRecoveryCode(code), 'passkey')
    await expect(openWithRecoveryCode(passkeySealed, code)).rejects.toThrow(WrongRecoveryCodeError)
  })

  it('refuses to seal under a code with a typo', async () => {
    const { recovery } = await splitSecrets(generateSecrets())
    const code = createRecoveryCode()
    await expect(
      sealWithRecoveryCode(recovery, withChar(code, 0, code[0] === '1' ? '2' : '1')),
    ).rejects.toThrow(RecoveryCodeTypoError)
  })
})
