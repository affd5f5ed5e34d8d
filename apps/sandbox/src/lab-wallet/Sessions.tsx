import { type LabNamespace, type LabWallet, labAccounts } from '@gangway/testing/walletconnect'
import { useState } from 'react'
import { labWalletConfig } from './config'
import { useAction } from './use-lab-wallet'

type Session = LabWallet['sessions'][number]
type SessionNamespace = Session['namespaces'][string]

// The page's wallet runs on the default keys, so both accounts of each namespace are known up front.
const ACCOUNTS = labAccounts()

export function Sessions({ wallet }: { wallet: LabWallet }) {
  const { sessions } = wallet
  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Sessions</h2>
      {sessions.length === 0 && <p>Not connected.</p>}
      {sessions.map((session) => (
        <Session key={session.topic} wallet={wallet} session={session} />
      ))}
    </section>
  )
}

function Session({ wallet, session }: { wallet: LabWallet; session: Session }) {
  const { error, busy, run } = useAction()
  const headingId = `session-${session.topic}`
  const namespaces = Object.entries(session.namespaces) as [LabNamespace, SessionNamespace][]
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId}>{session.peer.metadata.name}</h3>
      <ul aria-label="Accounts">
        {namespaces.flatMap(([, namespace]) =>
          namespace.accounts.map((account) => <li key={account}>{account}</li>),
        )}
      </ul>
      {namespaces.map(([namespace, approved]) => (
        <NamespaceControls key={namespace} wallet={wallet} namespace={namespace} approved={approved} />
      ))}
      <button type="button" disabled={busy} onClick={() => run(() => wallet.disconnect(session.topic))}>
        Disconnect
      </button>
      {error && <p role="alert">{error}</p>}
    </article>
  )
}

/** Chains the switcher offers: the session's, plus the EVM chains the wallet has an RPC for. */
function chainChoices(namespace: LabNamespace, approved: SessionNamespace): string[] {
  const configured =
    namespace === 'eip155' ? labWalletConfig.chains.eip155.map((chain) => `eip155:${chain.id}`) : []
  return [...new Set([...(approved.chains ?? []), ...configured])]
}

function NamespaceControls({
  wallet,
  namespace,
  approved,
}: {
  wallet: LabWallet
  namespace: LabNamespace
  approved: SessionNamespace
}) {
  const { error, busy, run } = useAction()
  const active = wallet.activeChains[namespace]
  const [chain, setChain] = useState(active ? `${namespace}:${active}` : (approved.chains?.[0] ?? ''))
  const selectedAccount = wallet.accounts[namespace].address
  return (
    <fieldset>
      <legend>{namespace}</legend>
      <div className="row">
        <label>
          {namespace} chain
          <select value={chain} onChange={(event) => setChain(event.target.value)}>
            {chainChoices(namespace, approved).map((choice) => (
              <option key={choice}>{choice}</option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={busy || !chain}
          aria-label={`Switch ${namespace} chain`}
          onClick={() => run(() => wallet.switchChain(namespace, chain))}
        >
          Switch chain
        </button>
        <label>
          {namespace} account
          <select
            value={ACCOUNTS[namespace].findIndex((account) => account.address === selectedAccount)}
            disabled={busy}
            onChange={(event) => run(() => wallet.changeAccount(namespace, Number(event.target.value)))}
          >
            {ACCOUNTS[namespace].map((account, index) => (
              <option key={account.address} value={index}>
                Account {index + 1} ({account.address})
              </option>
            ))}
          </select>
        </label>
      </div>
      <p>Active: {active ? `${namespace}:${active}` : 'none'}</p>
      {error && <p role="alert">{error}</p>}
    </fieldset>
  )
}
