import type { AppEventResultInput } from '@gangway/frame/frame'
import { loadOrCreateKeys } from '../keys/load.js'
import type { PublicJwk } from '../keys/binding-key.js'
import { type BackendSession, type BackendUser, SessionUserSchema } from '../services/schemas.js'
import { type FrameSession, type FrameState, requireSession } from '../state.js'
import type { FrameDeps } from './context.js'

export class SignInCancelledError extends Error {
  override name = 'SignInCancelledError'
  constructor() {
    super('Signed out during sign-in')
  }
}

/** The body a sign-in completion sends along: the binding key its new session is bound to. */
export async function bindingKeyBody(deps: FrameDeps): Promise<{ bindingKey: PublicJwk }> {
  return { bindingKey: await deps.keeper.bindingKey() }
}

/**
 * The headers of a sign-in step (`POST path`: an e-mail poll or code, a social or Farcaster completion): a
 * proof by the binding key the sign-in was started with. What finishes a sign-in passes through the app, so
 * the services want the key's proof too.
 */
export async function signInProofHeaders(deps: FrameDeps, path: string): Promise<{ DPoP: string }> {
  return { DPoP: await deps.keeper.signInProof(`${deps.services.baseUrl}${path}`) }
}

/**
 * The end of every sign-in (e-mail code, social, Farcaster): keep the new session in the frame's store, then
 * unlock the keys with it. A sign-out while the keys load wins: the keys are wiped, not adopted.
 */
export async function completeSignIn(deps: FrameDeps, answer: BackendSession): Promise<FrameSession> {
  const { state } = deps
  const generation = state.generation
  await deps.keeper.adopt(answer.session)
  return unlock(deps, answer.user, generation)
}

/** After a reload: the stored session's user, then its keys. Throws 'Session expired' without one. */
export async function restoreSignIn(deps: FrameDeps): Promise<FrameSession> {
  const generation = deps.state.generation
  const { user } = await deps.services.call('/frame/v1/session', { auth: true, schema: SessionUserSchema })
  return unlock(deps, user, generation)
}

async function unlock(deps: FrameDeps, user: BackendUser, generation: number): Promise<FrameSession> {
  const { state } = deps
  const keys = await loadOrCreateKeys(deps.services)
  if (state.generation !== generation) {
    keys.wipe()
    throw new SignInCancelledError()
  }
  if (state.session && state.session.keys !== keys) state.session.keys.wipe()
  state.session = { user, keys }
  if (user.email) state.email = user.email
  return state.session
}

/** The signed-in address on the active chain: the Solana address on a Solana chain, the EVM one otherwise. */
export function activeAddress(state: FrameState): string {
  const { keys } = requireSession(state)
  return state.chain.namespace === 'solana' ? keys.addresses.solana : keys.addresses.eip155
}

/** SPEC §3's auth user for the active chain. */
export function userResult(state: FrameState): AppEventResultInput<'GET_USER'> {
  const { user } = requireSession(state)
  const address = activeAddress(state)
  return {
    email: user.email ?? null,
    address,
    chainId: state.chain.id,
    accounts: [{ address, type: 'eoa' }],
    ...(user.userName ? { userName: user.userName } : {}),
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  }
}
