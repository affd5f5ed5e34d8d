import { base58 } from '@gangway/core/adapter-kit'
import { type CaipNetwork, toGangwayError } from '@gangway/common'
import type { SolanaSendOptions } from '@gangway/common'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
  SolanaTransactionCommitment,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { isSolanaChain, walletStandardChainOf } from './chains.js'
import { SolanaFeatureMissingError } from './errors.js'
import type { SolanaWallet } from './solana-wallet.js'

type Features = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
>

/** A Wallet Standard wallet the adapter lists: Solana chains, and a way to connect. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return wallet.chains.some(isSolanaChain) && 'standard:connect' in wallet.features
}

/** Its connector id: the wallet's name, as AppKit names Wallet Standard connectors. */
export function walletStandardConnectorId(wallet: Wallet): string {
  return wallet.name
}

/** The adapter's view of a Wallet Standard wallet: its features, wrapped; errors as GangwayErrors. */
export function createWalletStandardWallet(wallet: Wallet): SolanaWallet {
  const features = wallet.features as Features

  /** The wallet's current account object for an address: requests must carry the wallet's own object. */
  function accountOf(address: string): WalletAccount {
    const account = wallet.accounts.find((candidate) => candidate.address === address)
    if (!account) throw toGangwayError({ code: 4100, message: `${wallet.name} does not grant ${address}.` })
    return account
  }

  function feature<K extends keyof Features>(name: K): NonNullable<Features[K]> {
    const found = features[name]
    if (!found) throw new SolanaFeatureMissingError(wallet.name, name)
    return found as NonNullable<Features[K]>
  }

  const solanaAccounts = (accounts: readonly WalletAccount[]) =>
    accounts.filter((account) => account.chains.length === 0 || account.chains.some(isSolanaChain))

  const signAndSend = features['solana:signAndSendTransaction']

  return {
    connectorId: walletStandardConnectorId(wallet),
    describe: () => ({ name: wallet.name, icon: wallet.icon }),
    async connect({ silent }) {
      const { accounts } = await guard(() => feature('standard:connect').connect({ silent }))
      const [account] = solanaAccounts(accounts)
      return account ? { address: account.address } : undefined
    },
    async disconnect() {
      await guard(async () => features['standard:disconnect']?.disconnect())
    },
    // Wallet Standard wallets have no current chain: every request names its own.
    supports: () => true,
    async signMessage({ message, address }) {
      const [output] = await guard(() =>
        feature('solana:signMessage').signMessage({ account: accountOf(address), message }),
      )
      return Uint8Array.from(output!.signature)
    },
    async signTransaction({ transaction, address, network }) {
      const [output] = await guard(() =>
        feature('solana:signTransaction').signTransaction({
          account: accountOf(address),
          transaction,
          chain: walletStandardChainOf(network),
        }),
      )
      return Uint8Array.from(output!.signedTransaction)
    },
    ...(signAndSend
      ? {
          async signAndSendTransaction({
            transaction,
            address,
            network,
            options,
          }: {
            transaction: Uint8Array
            address: string
            network: CaipNetwork
            options?: SolanaSendOptions | undefined
          }) {
            const [output] = await guard(() =>
              signAndSend.signAndSendTransaction({
                account: accountOf(address),
                transaction,
                chain: walletStandardChainOf(network),
                ...(options ? { options: toWalletOptions(options) } : {}),
              }),
            )
            return base58.encode(Uint8Array.from(output!.signature))
          },
        }
      : {}),
    watch(watchers) {
      const on = features['standard:events']?.on
      if (!on) return () => {}
      return on('change', ({ accounts }) => {
        if (accounts) watchers.accountsChanged(solanaAccounts(accounts).map((account) => account.address))
      })
    },
  }
}

/** SPEC §5 options as Wallet Standard carries them (the older commitment names mean what the node says). */
function toWalletOptions(options: SolanaSendOptions) {
  const { preflightCommitment, ...rest } = options
  return {
    ...rest,
    ...(preflightCommitment
      ? { preflightCommitment: preflightCommitment as SolanaTransactionCommitment }
      : {}),
  }
}

/** Runs a wallet call; whatever it throws (4001 included) becomes a GangwayError with the original as cause. */
async function guard<T>(call: () => Promise<T> | T): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw toGangwayError(error)
  }
}
