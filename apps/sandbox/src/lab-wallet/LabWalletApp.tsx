import type { LabWallet } from '@gangway/testing/walletconnect'
import { PairForm } from './PairForm'
import { Proposals } from './Proposals'
import { Requests } from './Requests'
import { Sessions } from './Sessions'
import { useLabWallet } from './use-lab-wallet'

/** A WalletConnect wallet a person drives by hand: paste the dapp's `wc:` URI, then approve or reject. */
export function LabWalletApp({ wallet, relayUrl }: { wallet: LabWallet; relayUrl: string }) {
  useLabWallet(wallet)
  return (
    <main>
      <h1>Lab wallet</h1>
      <p>
        Relay <code>{relayUrl}</code>. Keys are public test keys: never send real funds to them.
      </p>
      <PairForm wallet={wallet} />
      <Proposals wallet={wallet} />
      <Requests wallet={wallet} />
      <Sessions wallet={wallet} />
    </main>
  )
}
