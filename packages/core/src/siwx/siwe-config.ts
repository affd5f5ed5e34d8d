import { GangwayError, type SIWEConfig, type SIWEMessageParams } from '@gangway/common'
import type { SIWXConfig, SIWXMessage, SIWXSession } from './types.js'

/**
 * AppKit's legacy `siweConfig` as a SIWX config, so a host moving from AppKit keeps its SIWE server as it is:
 * the host makes the nonce, the text and the check; its `getSession` says who is signed in; `signOut` ends it.
 * Sign-In With Ethereum knows eip155 only, so other namespaces are never asked to sign.
 */
export function siweConfigToSIWX(siwe: SIWEConfig, now: () => number = Date.now): SIWXConfig {
  async function signOut(): Promise<void> {
    await siwe.signOut()
    siwe.onSignOut?.()
  }
  async function addSession(session: SIWXSession): Promise<void> {
    const verified = await siwe.verifyMessage({
      message: session.message,
      signature: session.signature,
      ...(session.cacao ? { cacao: session.cacao } : {}),
    })
    if (!verified) throw new GangwayError('The signature could not be verified')
    siwe.onSignIn?.((await siwe.getSession()) ?? undefined)
  }
  return {
    async createMessage(input) {
      const [namespace, reference] = input.chainId.split(':')
      if (namespace !== 'eip155')
        throw new GangwayError(`Sign-In With Ethereum cannot sign in on ${input.chainId}`)
      const chainId = Number(reference)
      const params: Partial<SIWEMessageParams> = (await siwe.getMessageParams?.()) ?? {}
      const { chains: _chains, ...fields } = params
      const data: SIWXMessage.Data = {
        accountAddress: input.accountAddress,
        chainId: input.chainId,
        domain: params.domain ?? globalThis.location?.host ?? '',
        uri: params.uri ?? globalThis.location?.href ?? '',
        version: '1',
        nonce: await siwe.getNonce(input.accountAddress),
        issuedAt: params.iat ?? new Date(now()).toISOString(),
        ...(params.statement ? { statement: params.statement } : {}),
        ...(params.exp ? { expirationTime: params.exp } : {}),
        ...(params.nbf ? { notBefore: params.nbf } : {}),
        ...(params.requestId ? { requestId: params.requestId } : {}),
        ...(params.resources ? { resources: params.resources } : {}),
      }
      const text = siwe.createMessage({
        ...fields,
        domain: data.domain,
        uri: data.uri,
        version: data.version,
        nonce: data.nonce,
        chainId,
        iat: data.issuedAt,
        address: `did:pkh:eip155:${chainId}:${input.accountAddress}`,
      })
      return { ...data, toString: () => text }
    },

    addSession,
    revokeSession: signOut,

    async setSessions(sessions) {
      if (sessions.length === 0) await signOut()
      for (const session of sessions) await addSession(session)
    },

    async getSessions(chainId, address) {
      const placeholder = { accountAddress: address, chainId, domain: '', uri: '', version: '1', nonce: '' }
      // SIWE signs in on eip155 only: another namespace has nothing to sign, so it counts as signed in.
      if (!chainId.startsWith('eip155:')) return [{ data: placeholder, message: '', signature: '' }]
      const session = await siwe.getSession()
      const matches =
        session !== null &&
        session.address.toLowerCase() === address.toLowerCase() &&
        `eip155:${session.chainId}` === chainId
      if (!matches) return []
      // The host's SIWE server keeps the message and signature; the flow only needs to know one exists.
      return [{ data: placeholder, message: '', signature: '' }]
    },

    getRequired: () => siwe.required ?? false,
    signOutOnDisconnect: siwe.signOutOnDisconnect ?? true,
  }
}
