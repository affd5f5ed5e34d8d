import type { IncomingMessage, ServerResponse } from 'node:http'
import { checkSIWXSession, EIP155Verifier, SolanaVerifier } from '@gangway/siwx'

export interface MembersRouteOptions {
  /** The services that keep the sessions (apps/services). */
  servicesUrl: string
  /** JSON-RPC of the local EVM chains, for smart-account signatures (ERC-1271 / ERC-6492). */
  rpcUrls: Record<number, string>
}

/**
 * The sandbox's own server route, as a host would write it: `GET /api/members` with
 * `Authorization: SIWX <session id>` answers the members' content only for a session the services still hold
 * and whose signature checks out here, for this site's domain. Anything else is 401 with the reason.
 */
export function createMembersRoute(options: MembersRouteOptions) {
  const verifiers = [
    new EIP155Verifier({ getRpcUrl: (chainId) => options.rpcUrls[Number(chainId.split(':')[1])] }),
    new SolanaVerifier(),
  ]
  return async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if (request.url?.split('?')[0] !== '/api/members') return next()
    const id = /^SIWX ([\w-]{1,100})$/.exec(request.headers.authorization ?? '')?.[1]
    if (!id) return answer(response, 401, { message: 'Sign in with your wallet to enter.' })
    try {
      const session = await checkSIWXSession(id, {
        servicesUrl: options.servicesUrl,
        domain: request.headers.host ?? '',
        verifiers,
      })
      const member = session.data.accountAddress
      answer(response, 200, { member, chainId: session.data.chainId, message: `Welcome, member ${member}` })
    } catch (error) {
      const message = (error as { shortMessage?: string }).shortMessage ?? 'The session could not be checked.'
      answer(response, 401, { message })
    }
  }
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status
  response.setHeader('content-type', 'application/json')
  response.setHeader('cache-control', 'no-store')
  response.end(JSON.stringify(body))
}
