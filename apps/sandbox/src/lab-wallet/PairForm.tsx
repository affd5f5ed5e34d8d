import type { LabWallet } from '@gangway/testing/walletconnect'
import { type FormEvent, useState } from 'react'
import { useAction } from './use-lab-wallet'

export function PairForm({ wallet }: { wallet: LabWallet }) {
  const [uri, setUri] = useState('')
  const { error, busy, run } = useAction()

  function submit(event: FormEvent) {
    event.preventDefault()
    void run(async () => {
      await wallet.pair(uri.trim())
      setUri('')
    })
  }

  return (
    <section aria-labelledby="pair-heading">
      <h2 id="pair-heading">Pair with a dapp</h2>
      <form className="row" onSubmit={submit}>
        <label>
          WalletConnect URI
          <input
            type="text"
            value={uri}
            placeholder="wc:…"
            onChange={(event) => setUri(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </label>
        <button type="submit" disabled={busy || !uri.trim().startsWith('wc:')}>
          Pair
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
    </section>
  )
}
