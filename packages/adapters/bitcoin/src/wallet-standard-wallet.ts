import { toGangwayError } from '@gangway/common'
import { getWallets } from '@wallet-standard/app'
import type { WalletAccount } from '@wallet-standard/base'
import type { BitcoinAccount, BitcoinConnection } from './bitcoin-wallet.js'
import { BitcoinNoSignatureError, BitcoinNotConnectedError } from './errors.js'
import { type BitcoinWallet, isBitcoinWallet, purposeOf } from './wallet-standard.js'

/** The Bitcoin wallets registered with the Wallet Standard now, in registration order; none on a server. */
export function walletStandardWallets(): BitcoinWallet[] {
  if (typeof window === 'undefined') return []
  return getWallets().get().filter(isBitcoinWallet)
}

/** Hears every register and unregister of a Wallet Standard wallet; returns the function that stops. */
export function onWalletStandardChange(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  const wallets = getWallets()
  const stops = [wallets.on('register', listener), wallets.on('unregister', listener)]
  return () => {
    for (const stop of stops) stop()
  }
}

/**
 * A Wallet Standard wallet (`bitcoin:connect`, `bitcoin:signMessage`, `bitcoin:signTransaction`) as the adapter
 * drives it. Its connector id is its name, as AppKit names Wallet Standard connectors.
 */
export function createWalletStandardConnection(wallet: BitcoinWallet): BitcoinConnection {
  // Requests must carry the wallet's own account objects: the ones it granted last, by address.
  const granted = new Map<string, WalletAccount>()
  const grant = (accounts: readonly WalletAccount[]): BitcoinAccount[] => {
    granted.clear()
    for (const account of accounts) granted.set(account.address, account)
    return accounts.map((account) => ({
      address: account.address,
      publicKey: Uint8Array.from(account.publicKey),
      purpose: purposeOf(account),
    }))
  }
  const accountOf = (address: string) => {
    const account = granted.get(address)
    if (!account) throw new BitcoinNotConnectedError()
    return account
  }

  return {
    connectorId: wallet.name,
    describe: () => ({ name: wallet.name, icon: wallet.icon }),
    async connect({ silent }) {
      const { accounts } = await guard(() =>
        wallet.features['bitcoin:connect'].connect(
          silent ? { silent: true } : { purposes: ['payment', 'ordinals'] },
        ),
      )
      return grant(accounts)
    },
    async disconnect() {
      await guard(async () => wallet.features['standard:disconnect']?.disconnect())
    },
    async signMessage({ address, message }) {
      const [output] = await guard(() =>
        wallet.features['bitcoin:signMessage'].signMessage({
          account: accountOf(address),
          message: new TextEncoder().encode(message),
        }),
      )
      if (!output) throw new BitcoinNoSignatureError(`${wallet.name} answered no signature.`)
      return output.signature
    },
    async signPsbt({ psbt, inputs }) {
      const [output] = await guard(() =>
        wallet.features['bitcoin:signTransaction'].signTransaction({
          psbt,
          inputsToSign: inputs.map(({ address, signingIndexes }) => ({
            account: accountOf(address),
            signingIndexes,
          })),
        }),
      )
      if (!output) throw new BitcoinNoSignatureError(`${wallet.name} signed no PSBT.`)
      return output.signedPsbt
    },
    watch({ accountsChanged }) {
      const stop = wallet.features['standard:events']?.on('change', ({ accounts }) => {
        if (accounts) accountsChanged(grant(accounts))
      })
      return stop ?? (() => {})
    },
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
