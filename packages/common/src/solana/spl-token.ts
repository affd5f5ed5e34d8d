/**
 * The few SPL Token instructions Gangway builds (a transfer from the Send view; a mint for the local services),
 * as plain bytes and base58 account lists, so the Solana adapter and the services compose them with web3.js
 * without pulling in a token library. Layouts follow the Token program's documented instruction encoding.
 */

export const SPL_TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const SPL_TOKEN_2022_PROGRAM_ID = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const ASSOCIATED_TOKEN_PROGRAM_ID = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
export const SYSTEM_PROGRAM_ID = '11111111111111111111111111111111'

/** Bytes of a mint account and of a token account. */
export const SPL_MINT_SIZE = 82
export const SPL_TOKEN_ACCOUNT_SIZE = 165

const U64_MAX = 2n ** 64n - 1n

export interface SplAccountMeta {
  /** base58 */
  pubkey: string
  isSigner: boolean
  isWritable: boolean
}

export interface SplInstruction {
  /** base58 */
  programId: string
  keys: SplAccountMeta[]
  data: Uint8Array
}

const writable = (pubkey: string, isSigner = false): SplAccountMeta => ({
  pubkey,
  isSigner,
  isWritable: true,
})
const readonly = (pubkey: string, isSigner = false): SplAccountMeta => ({
  pubkey,
  isSigner,
  isWritable: false,
})

function u64(amount: bigint): Uint8Array {
  if (amount < 0n || amount > U64_MAX) throw new RangeError(`${amount} does not fit a token amount (u64).`)
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, amount, true)
  return bytes
}

function bytesOf(...parts: (number | Uint8Array)[]): Uint8Array {
  const chunks = parts.map((part) => (typeof part === 'number' ? Uint8Array.of(part) : part))
  const out = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0))
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.length
  }
  return out
}

/** The Token program's instruction tags used here. */
const TAG = { mintTo: 7, transferChecked: 12, initializeMint2: 20 } as const

/** InitializeMint2: `mint` (already allocated, owned by `tokenProgram`) gets its decimals and mint authority; no freeze authority. */
export function initializeMint2Instruction(params: {
  mint: string
  decimals: number
  mintAuthority: Uint8Array
  tokenProgram?: string
}): SplInstruction {
  if (params.mintAuthority.length !== 32) throw new TypeError('A mint authority is a 32-byte public key.')
  return {
    programId: params.tokenProgram ?? SPL_TOKEN_PROGRAM_ID,
    keys: [writable(params.mint)],
    data: bytesOf(TAG.initializeMint2, params.decimals, params.mintAuthority, 0, new Uint8Array(32)),
  }
}

/** MintTo: `amount` base units of `mint` into the token account `destination`, signed by the mint authority. */
export function mintToInstruction(params: {
  mint: string
  destination: string
  authority: string
  amount: bigint
  tokenProgram?: string
}): SplInstruction {
  return {
    programId: params.tokenProgram ?? SPL_TOKEN_PROGRAM_ID,
    keys: [writable(params.mint), writable(params.destination), readonly(params.authority, true)],
    data: bytesOf(TAG.mintTo, u64(params.amount)),
  }
}

/** TransferChecked: `amount` base units from `source` to `destination` (token accounts), signed by `owner`. */
export function transferCheckedInstruction(params: {
  source: string
  mint: string
  destination: string
  owner: string
  amount: bigint
  decimals: number
  tokenProgram?: string
}): SplInstruction {
  return {
    programId: params.tokenProgram ?? SPL_TOKEN_PROGRAM_ID,
    keys: [
      writable(params.source),
      readonly(params.mint),
      writable(params.destination),
      readonly(params.owner, true),
    ],
    data: bytesOf(TAG.transferChecked, u64(params.amount), params.decimals),
  }
}

/**
 * The Associated Token Account program's CreateIdempotent: makes `owner`'s token account for `mint` at the
 * derived address `account` (paid by `payer`), and succeeds without change when it already exists.
 */
export function createAssociatedTokenAccountIdempotentInstruction(params: {
  payer: string
  account: string
  owner: string
  mint: string
  tokenProgram?: string
}): SplInstruction {
  return {
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      writable(params.payer, true),
      writable(params.account),
      readonly(params.owner),
      readonly(params.mint),
      readonly(SYSTEM_PROGRAM_ID),
      readonly(params.tokenProgram ?? SPL_TOKEN_PROGRAM_ID),
    ],
    data: Uint8Array.of(1),
  }
}

/** The seeds of `owner`'s associated token account for `mint` (derived under {@link ASSOCIATED_TOKEN_PROGRAM_ID}). */
export function associatedTokenAccountSeeds(
  owner: Uint8Array,
  mint: Uint8Array,
  tokenProgram: Uint8Array,
): Uint8Array[] {
  return [owner, tokenProgram, mint]
}

export function isTokenProgram(programId: string): boolean {
  return programId === SPL_TOKEN_PROGRAM_ID || programId === SPL_TOKEN_2022_PROGRAM_ID
}

/** A mint account's decimals; undefined when the data is not an initialized mint. */
export function readMintDecimals(data: Uint8Array): number | undefined {
  // COption<authority> (36) + supply (8), then decimals and is_initialized.
  if (data.length < SPL_MINT_SIZE || data[45] !== 1) return undefined
  return data[44]
}

/** A token account's mint (raw 32 bytes) and amount; undefined when the data is not a token account. */
export function readTokenAccount(data: Uint8Array): { mint: Uint8Array; amount: bigint } | undefined {
  if (data.length < SPL_TOKEN_ACCOUNT_SIZE) return undefined
  const amount = new DataView(data.buffer, data.byteOffset + 64, 8).getBigUint64(0, true)
  return { mint: data.slice(0, 32), amount }
}
