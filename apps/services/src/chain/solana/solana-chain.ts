import { readMintDecimals, readTokenAccount } from '@gangway/common'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { associatedTokenAccount, createSplMint } from './spl-mint.js'
import { SPL_TOKEN_HOLDERS, SPL_TOKENS, type SplTokenDefinition, splSeed } from './spl-tokens.js'

export interface SolanaChainConfig {
  rpcUrl: string
  /**
   * Other CAIP-2 ids the node stands in for, as the local anvil stands in for chain 1: a sandbox on Solana
   * mainnet's id reaches the local chain through the RPC gateway and the balance route.
   */
  aliases?: string[]
}

/** A token's balance of one address: raw base units of the token's decimals. */
export interface SplHolding {
  token: SplTokenDefinition
  mint: string
  raw: bigint
}

const LAMPORTS_PER_SOL = 1_000_000_000

/**
 * The local Solana chain the balance route reads: SOL, and the {@link SPL_TOKENS} mints, created (with each
 * holder's tokens) the first time they are needed. Mint addresses derive from well-known seeds, so they are the
 * same on every run.
 */
export class SolanaChain {
  readonly connection: Connection
  readonly #payer = Keypair.fromSeed(splSeed('payer'))
  #caipNetworkId: Promise<string> | undefined
  #mints: Promise<void> | undefined

  /**
   * `createMints: false` (production) never creates the test mints (nor asks the node for an airdrop): their
   * balances read as zero on a chain that has none.
   */
  constructor(
    readonly config: SolanaChainConfig,
    private readonly options: { createMints: boolean } = { createMints: true },
  ) {
    this.connection = new Connection(config.rpcUrl, 'confirmed')
  }

  /** The token mints: symbol → base58 address. */
  static mintAddress(token: SplTokenDefinition): string {
    return Keypair.fromSeed(splSeed(`mint/${token.symbol}`)).publicKey.toBase58()
  }

  /** `solana:` and the first 32 characters of the node's genesis hash, as CAIP-2 names a Solana cluster. */
  caipNetworkId(): Promise<string> {
    this.#caipNetworkId ??= this.connection.getGenesisHash().then((hash) => `solana:${hash.slice(0, 32)}`)
    this.#caipNetworkId.catch(() => {
      this.#caipNetworkId = undefined
    })
    return this.#caipNetworkId
  }

  /** Whether `chainId` names this node: its genesis id or one of the configured aliases. */
  async answersTo(chainId: string): Promise<boolean> {
    if (this.config.aliases?.includes(chainId)) return true
    return (await this.caipNetworkId()) === chainId
  }

  /** Creates the mints that are missing (a fresh or restarted node), each in one transaction with its holders' tokens. */
  ensureMints(): Promise<void> {
    if (!this.options.createMints) return Promise.resolve()
    this.#mints ??= this.#createMissingMints()
    this.#mints.catch(() => {
      this.#mints = undefined
    })
    return this.#mints
  }

  /** SOL in lamports and every SPL token's holding of `owner`, read from the node. */
  async balances(owner: string): Promise<{ lamports: bigint; holdings: SplHolding[] }> {
    await this.ensureMints()
    const mints = SPL_TOKENS.map((token) => SolanaChain.mintAddress(token))
    const accounts = mints.map((mint) => new PublicKey(associatedTokenAccount(owner, mint)))
    const [lamports, infos] = await Promise.all([
      this.connection.getBalance(new PublicKey(owner)),
      this.connection.getMultipleAccountsInfo(accounts),
    ])
    const holdings = SPL_TOKENS.map((token, index) => ({
      token,
      mint: mints[index]!,
      raw: (infos[index] && readTokenAccount(infos[index].data)?.amount) ?? 0n,
    }))
    return { lamports: BigInt(lamports), holdings }
  }

  async #createMissingMints(): Promise<void> {
    for (const token of SPL_TOKENS) {
      if (await this.#mintExists(token)) continue
      try {
        await this.#createMint(token)
      } catch (error) {
        // Another server on the same node created it first: its transaction minted the holders' tokens.
        if (await this.#mintExists(token)) continue
        throw error
      }
    }
  }

  async #mintExists(token: SplTokenDefinition): Promise<boolean> {
    const info = await this.connection.getAccountInfo(new PublicKey(SolanaChain.mintAddress(token)))
    return info !== null && readMintDecimals(info.data) === token.decimals
  }

  async #createMint(token: SplTokenDefinition): Promise<void> {
    await this.#fundPayer()
    const amount = token.mintedPerHolder * 10n ** BigInt(token.decimals)
    await createSplMint(this.connection, this.#payer, {
      mint: Keypair.fromSeed(splSeed(`mint/${token.symbol}`)),
      decimals: token.decimals,
      holders: SPL_TOKEN_HOLDERS.map((owner) => ({ owner, amount })),
    })
  }

  async #fundPayer(): Promise<void> {
    if ((await this.connection.getBalance(this.#payer.publicKey)) >= LAMPORTS_PER_SOL) return
    const signature = await this.connection.requestAirdrop(this.#payer.publicKey, 10 * LAMPORTS_PER_SOL)
    const { blockhash, lastValidBlockHeight } = await this.connection.getLatestBlockhash()
    await this.connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight }, 'confirmed')
  }
}
