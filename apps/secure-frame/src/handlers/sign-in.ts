import type { AppEventResultInput } from '@gangway/frame/frame'
import { loadOrCreateKeys } from '../keys/load.js'
import type { BackendSession } from '../services/schemas.js'
import { type FrameSession, type FrameState, requireSession } from '../state.js'
import type { FrameDeps } from './context.js'

export class SignInCancelledError extends Error {
  override name = 'SignInCancelledError'
  constructor() {
    super('Signed out during sign-in')
  }
}

/**
 * The end of every sign-in (e-mail code, social, Farcaster, a session the app hands back): unlock the keys,
 * then remember the session. A sign-out while the keys load wins: the keys are wiped, not adopted.
 */
export async function completeSignIn(deps: FrameDeps, session: BackendSession): Promise<FrameSession> {
  const { state } = deps
  const generation = state.generation
  const keys = await loadOrCreateKeys(deps.services, session.sessionToken)
  if (state.generation !== generation) {
    keys.wipe()
    throw new SignInCancelledError()
  }
  if (state.session && state.session.keys !== keys) state.session.keys.wipe()
  state.session = { token: session.sessionToken, user: session.user, keys }
  if (session.user.email) state.email = session.user.email
  return state.session
}

/** The signed-in address on the active chain: the Solana address on a Solana chain, the EVM one otherwise. */
export function activeAddress(state: FrameState): string {
  const { keys } = requireSession(state)
  return state.chain.namespace === 'solana' ? keys.addresses.solana : keys.addresses.eip155
}

/** SPEC §3's auth user for the active chain. */
export function userResult(state: FrameState): AppEventResultInput<'GET_USER'> {
  const { token, user } = requireSession(state)
  const address = activeAddress(state)
  return {
    email: user.email ?? null,
    address,
    chainId: state.chain.id,
    accounts: [{ address, type: 'eoa' }],
    ...(user.userName ? { userName: user.userName } : {}),
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
    sessionToken: token,
  }
}
