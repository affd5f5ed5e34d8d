import type { LabProposal, LabWallet } from '@gangway/testing/walletconnect'
import { useAction } from './use-lab-wallet'

export function Proposals({ wallet }: { wallet: LabWallet }) {
  const proposals = wallet.pendingProposals
  return (
    <section aria-labelledby="proposals-heading">
      <h2 id="proposals-heading">Connection requests</h2>
      {proposals.length === 0 && <p>None pending.</p>}
      {proposals.map((proposal) => (
        <Proposal key={proposal.id} wallet={wallet} proposal={proposal} />
      ))}
    </section>
  )
}

function Proposal({ wallet, proposal }: { wallet: LabWallet; proposal: LabProposal }) {
  const { error, busy, run } = useAction()
  const headingId = `proposal-${proposal.id}`
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId}>{proposal.dapp.name}</h3>
      <dl>
        <dt>Site</dt>
        <dd>{proposal.dapp.url}</dd>
        <dt>Verified</dt>
        <dd>{proposal.verified.validation}</dd>
      </dl>
      <ul aria-label="Requested namespaces">
        {Object.entries(proposal.namespaces).map(([namespace, requested]) => (
          <li key={namespace}>
            <strong>{namespace}</strong>: {requested.chains.join(', ')}
            <br />
            methods: {requested.methods.join(', ') || 'none'}; events: {requested.events.join(', ') || 'none'}
          </li>
        ))}
      </ul>
      <div className="row">
        <button type="button" disabled={busy} onClick={() => run(() => wallet.approveSession(proposal))}>
          Approve
        </button>
        <button type="button" disabled={busy} onClick={() => run(() => wallet.rejectSession(proposal))}>
          Reject
        </button>
      </div>
      {error && <p role="alert">{error}</p>}
    </article>
  )
}
