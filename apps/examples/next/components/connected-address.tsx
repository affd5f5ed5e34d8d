'use client'

import { useAccount } from 'wagmi'

/** The address wagmi knows: on the server it comes from the request's cookie, so the first HTML holds it. */
export function ConnectedAddress() {
  const { address, status } = useAccount()
  return (
    <p>
      Status: <span data-testid="status">{status}</span>
      <br />
      Address: <span data-testid="address">{address ?? 'none'}</span>
    </p>
  )
}
