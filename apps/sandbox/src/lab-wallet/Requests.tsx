import type { LabRequest, LabWallet } from '@gangway/testing/walletconnect'
import { useState } from 'react'
import { useAction } from './use-lab-wallet'

export function Requests({ wallet }: { wallet: LabWallet }) {
  const requests = wallet.pendingRequests
  const [lastResult, setLastResult] = useState<string>()
  return (
    <section aria-labelledby="requests-heading">
      <h2 id="requests-heading">Requests</h2>
      {requests.length === 0 && <p>None pending.</p>}
      {requests.map((request) => (
        <Request key={request.id} wallet={wallet} request={request} onResult={setLastResult} />
      ))}
      {lastResult !== undefined && (
        <>
          <h3>Last answer</h3>
          <output aria-label="Last answer">
            <pre>{lastResult}</pre>
          </output>
        </>
      )}
    </section>
  )
}

function Request({
  wallet,
  request,
  onResult,
}: {
  wallet: LabWallet
  request: LabRequest
  onResult: (text: string) => void
}) {
  const { error, busy, run } = useAction()
  const headingId = `request-${request.id}`
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId}>{request.method}</h3>
      <dl>
        <dt>Chain</dt>
        <dd>{request.chainId}</dd>
      </dl>
      <h4>Parameters</h4>
      <pre>{JSON.stringify(request.params, null, 2)}</pre>
      <div className="row">
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            run(async () => onResult(JSON.stringify((await wallet.approveRequest(request)) ?? null, null, 2)))
          }
        >
          Approve
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            run(async () => onResult(await wallet.rejectRequest(request).then(() => 'Rejected')))
          }
        >
          Reject
        </button>
      </div>
      {error && <p role="alert">{error}</p>}
    </article>
  )
}
