import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  associatedTokenAccountSeeds,
  createAssociatedTokenAccountIdempotentInstruction,
  initializeMint2Instruction,
  mintToInstruction,
  SPL_MINT_SIZE,
  SPL_TOKEN_PROGRAM_ID,
  type SplInstruction,
} from '@gangway/common'
import {
  type Connection,
  type Keypair,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js'

export function toWeb3Instruction(instruction: SplInstruction): TransactionInstruction {
  return new TransactionInstruction({
    programId: new PublicKey(instruction.programId),
    keys: instruction.keys.map((key) => ({ ...key, pubkey: new PublicKey(key.pubkey) })),
    data: Buffer.from(instruction.data),
  })
}

/** `owner`'s associated token account for `mint` (SPL Token program). */
export function associatedTokenAccount(owner: string, mint: string): string {
  return PublicKey.findProgramAddressSync(
    associatedTokenAccountSeeds(
      new PublicKey(owner).toBytes(),
      new PublicKey(mint).toBytes(),
      new PublicKey(SPL_TOKEN_PROGRAM_ID).toBytes(),
    ),
    new PublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
  )[0].toBase58()
}

export interface SplMintParams {
  /** The new mint's key: it signs the account's creation. */
  mint: Keypair
  decimals: number
  /** Base units minted into each owner's associated token account. */
  holders: readonly { owner: string; amount: bigint }[]
}

/**
 * Creates an SPL mint (authority: `payer`) and mints to its holders, in one transaction: it lands whole or not at
 * all, so a server that loses a race to create the same mint mints nothing. `payer` pays and must hold SOL.
 */
export async function createSplMint(
  connection: Connection,
  payer: Keypair,
  params: SplMintParams,
): Promise<string> {
  const authority = payer.publicKey.toBase58()
  const mint = params.mint.publicKey.toBase58()
  const rent = await connection.getMinimumBalanceForRentExemption(SPL_MINT_SIZE)
  const transaction = new Transaction().add(
    SystemProgram.createAccount({
      fromPubkey: payer.publicKey,
      newAccountPubkey: params.mint.publicKey,
      lamports: rent,
      space: SPL_MINT_SIZE,
      programId: new PublicKey(SPL_TOKEN_PROGRAM_ID),
    }),
    toWeb3Instruction(
      initializeMint2Instruction({
        mint,
        decimals: params.decimals,
        mintAuthority: payer.publicKey.toBytes(),
      }),
    ),
    ...params.holders.flatMap(({ owner, amount }) => {
      const account = associatedTokenAccount(owner, mint)
      return [
        toWeb3Instruction(
          createAssociatedTokenAccountIdempotentInstruction({ payer: authority, account, owner, mint }),
        ),
        toWeb3Instruction(mintToInstruction({ mint, destination: account, authority, amount })),
      ]
    }),
  )
  await sendAndConfirmTransaction(connection, transaction, [payer, params.mint], { commitment: 'confirmed' })
  return mint
}
