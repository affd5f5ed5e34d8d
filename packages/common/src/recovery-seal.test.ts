import { describe, expect, it } from 'vitest'
import { recoverySealStatement } from './recovery-seal.js'

describe('recoverySealStatement', () => {
  const claim = { userId: 'u1', kind: 'code', sealed: 'abc', issuedAt: 1 } as const

  it('names every part of the claim, so a signature covers exactly one seal of one account', () => {
    const statement = recoverySealStatement(claim)
    const variants = [
      { ...claim, userId: 'u2' },
      { ...claim, kind: 'passkey' as const, credentialId: 'cred' },
      { ...claim, sealed: 'abd' },
      { ...claim, issuedAt: 2 },
    ]
    for (const variant of variants) expect(recoverySealStatement(variant)).not.toBe(statement)
  })
})
