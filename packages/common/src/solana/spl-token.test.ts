import { describe, expect, it } from 'vitest'
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  initializeMint2Instruction,
  mintToInstruction,
  readMintDecimals,
  readTokenAccount,
  SPL_MINT_SIZE,
  SPL_TOKEN_2022_PROGRAM_ID,
  SPL_TOKEN_ACCOUNT_SIZE,
  SPL_TOKEN_PROGRAM_ID,
  transferCheckedInstruction,
} from './spl-token.js'

const A = 'So11111111111111111111111111111111111111112'
const B = '2MhXWqVadA88pUC4dmUoASbsfN35umzeTj5baKQ94rGZ'
const C = 'Ea7zNhZ7dD2rSM5ddTSAMnMovDFX9CRktDyLaC9JqVhH'

describe('SPL token instructions', () => {
  it('TransferChecked: tag 12, the amount as little-endian u64, then the decimals; source, mint, destination, signing owner', () => {
    const instruction = transferCheckedInstruction({
      source: A,
      mint: B,
      destination: C,
      owner: B,
      amount: 1_500_000n,
      decimals: 6,
    })
    expect(instruction.programId).toBe(SPL_TOKEN_PROGRAM_ID)
    expect([...instruction.data]).toEqual([12, 0x60, 0xe3, 0x16, 0, 0, 0, 0, 0, 6])
    expect(instruction.keys).toEqual([
      { pubkey: A, isSigner: false, isWritable: true },
      { pubkey: B, isSigner: false, isWritable: false },
      { pubkey: C, isSigner: false, isWritable: true },
      { pubkey: B, isSigner: true, isWritable: false },
    ])
  })

  it('refuses amounts that do not fit a u64 instead of wrapping them', () => {
    const params = { source: A, mint: B, destination: C, owner: B, decimals: 0 }
    expect(() => transferCheckedInstruction({ ...params, amount: 2n ** 64n })).toThrow(RangeError)
    expect(() => transferCheckedInstruction({ ...params, amount: -1n })).toThrow(RangeError)
    expect(() =>
      mintToInstruction({ mint: A, destination: B, authority: C, amount: 2n ** 64n - 1n }),
    ).not.toThrow()
  })

  it('InitializeMint2 carries decimals, the authority and no freeze authority; Token-2022 is addressed when asked', () => {
    const authority = new Uint8Array(32).fill(7)
    const instruction = initializeMint2Instruction({
      mint: A,
      decimals: 9,
      mintAuthority: authority,
      tokenProgram: SPL_TOKEN_2022_PROGRAM_ID,
    })
    expect(instruction.programId).toBe(SPL_TOKEN_2022_PROGRAM_ID)
    expect(instruction.data.length).toBe(67)
    expect([...instruction.data.slice(0, 3)]).toEqual([20, 9, 7])
    expect(instruction.data[34]).toBe(0)
    expect(() =>
      initializeMint2Instruction({ mint: A, decimals: 9, mintAuthority: new Uint8Array(31) }),
    ).toThrow(TypeError)
  })

  it('CreateIdempotent (1) on the associated token program, paid and signed by the payer', () => {
    const instruction = createAssociatedTokenAccountIdempotentInstruction({
      payer: B,
      account: A,
      owner: C,
      mint: A,
    })
    expect(instruction.programId).toBe(ASSOCIATED_TOKEN_PROGRAM_ID)
    expect([...instruction.data]).toEqual([1])
    expect(instruction.keys[0]).toEqual({ pubkey: B, isSigner: true, isWritable: true })
    expect(instruction.keys.at(-1)?.pubkey).toBe(SPL_TOKEN_PROGRAM_ID)
  })
})

describe('SPL account data', () => {
  it('reads a mint’s decimals only when it is initialized', () => {
    const mint = new Uint8Array(SPL_MINT_SIZE)
    mint[44] = 6
    expect(readMintDecimals(mint)).toBeUndefined()
    mint[45] = 1
    expect(readMintDecimals(mint)).toBe(6)
    expect(readMintDecimals(mint.slice(0, 50))).toBeUndefined()
  })

  it('reads a token account’s mint and amount', () => {
    const account = new Uint8Array(SPL_TOKEN_ACCOUNT_SIZE)
    account.fill(3, 0, 32)
    new DataView(account.buffer).setBigUint64(64, 123_456_789n, true)
    expect(readTokenAccount(account)).toEqual({ mint: new Uint8Array(32).fill(3), amount: 123_456_789n })
    expect(readTokenAccount(account.slice(0, 100))).toBeUndefined()
  })
})
