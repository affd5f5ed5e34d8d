import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { BitcoinPurpose } from './bitcoin-wallet.js'

/** The Wallet Standard features a Bitcoin wallet brings (as browser extensions register them). */
export interface BitcoinWalletFeatures {
  'bitcoin:connect': {
    connect(input?: {
      purposes?: BitcoinPurpose[]
      silent?: boolean
    }): Promise<{ accounts: readonly WalletAccount[] }>
  }
  'bitcoin:signMessage': {
    signMessage(
      ...inputs: { account: WalletAccount; message: Uint8Array }[]
    ): Promise<{ signedMessage: Uint8Array; signature: string }[]>
  }
  'bitcoin:signTransaction': {
    signTransaction(
      ...inputs: { psbt: Uint8Array; inputsToSign: { account: WalletAccount; signingIndexes: number[] }[] }[]
    ): Promise<{ signedPsbt: Uint8Array }[]>
  }
  'standard:disconnect'?: { disconnect(): Promise<void> }
  'standard:events'?: {
    on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void
  }
}

export type BitcoinWallet = Wallet & { features: BitcoinWalletFeatures }

export function isBitcoinWallet(wallet: Wallet): wallet is BitcoinWallet {
  return ['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction'].every(
    (feature) => feature in wallet.features,
  )
}

/** Wallets label each account with its purpose; an unlabelled one is a payment account (SPEC §4 default). */
export function purposeOf(account: WalletAccount): BitcoinPurpose {
  return account.label === 'ordinals' ? 'ordinals' : 'payment'
}
