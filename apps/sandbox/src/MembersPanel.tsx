import { type ChainNamespace, useAppKitAccount, useAppKitNetwork, useAppKitSIWX } from '@gangway/react'
import { useState } from 'react'

type Entry = { kind: 'member' | 'refused'; text: string; sessionId?: string | undefined } | undefined

/**
 * A members-only area, as a host builds one on Sign In With X: the page hands the session's id to its own server
 * route (server/members-route.ts), which lets the visitor in only for a session the services still hold and whose
 * signature it checks itself.
 */
export function MembersPanel({ namespace }: { namespace: ChainNamespace }) {
  const siwx = useAppKitSIWX()
  const { address } = useAppKitAccount({ namespace })
  const { caipNetwork } = useAppKitNetwork()
  const [entry, setEntry] = useState<Entry>()

  async function enter() {
    setEntry(undefined)
    const sessions =
      siwx && address && caipNetwork ? await siwx.getSessions(caipNetwork.caipNetworkId, address) : []
    const sessionId = sessions[0]?.id
    if (!sessionId) {
      setEntry({ kind: 'refused', text: 'Sign in with your wallet to enter.' })
      return
    }
    const response = await fetch('/api/members', { headers: { authorization: `SIWX ${sessionId}` } })
    const body = (await response.json()) as { message: string }
    setEntry({ kind: response.ok ? 'member' : 'refused', text: body.message, sessionId })
  }

  return (
    <section aria-labelledby="members-heading">
      <h2 id="members-heading">Members only</h2>
      <p>This area opens for a signed-in wallet: the sandbox's own server checks the session.</p>
      <button type="button" onClick={() => void enter()}>
        Enter the members area
      </button>
      {entry?.kind === 'member' && <p data-testid="members-content">{entry.text}</p>}
      {entry?.kind === 'refused' && <p role="alert">{entry.text}</p>}
      {entry?.sessionId && (
        <p>
          Session <code data-testid="siwx-session-id">{entry.sessionId}</code>
        </p>
      )}
    </section>
  )
}
