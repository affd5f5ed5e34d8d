import type { AppEventResultInput } from '@gangway/frame/frame'
import type { PublicJwk } from '../keys/binding-key.js'
import { deviceStoreOf } from '../keys/frame-device-store.js'
import { openFrameWallet } from '../keys/frame-wallet.js'
import { servicesSharesPort } from '../keys/services-shares.js'
import type { WalletAccount, WalletSharesDeps } from '../keys/wallet-ports.js'
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

export class NoAccountIdError extends Error {
  override name = 'NoAccountIdError'
  constructor() {
    super('The wallet service did not identify the account')
  }
}

/**
 * The end of every sign-in (e-mail code, social, Farcaster): keep the new session in the frame's store, then
 * open the wallet with it. A sign-out while the wallet opens wins: it is closed, not adopted.
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

/** The key shares' ports: the services under this session, the frame's own storage, the recovery dialogs. */
export function walletDeps(deps: FrameDeps): WalletSharesDeps {
  return {
    services: servicesSharesPort(deps.services),
    store: deviceStoreOf(deps.store),
    ...deps.recovery,
  }
}

/** The account as the key shares see it: its id, the name a passkey shows, the addresses it lists. */
export function walletAccount(user: BackendUser): WalletAccount {
  if (!user.id) throw new NoAccountIdError()
  const listed = user.addresses ?? []
  const eip155 = listed.find((address) => address.startsWith('0x'))
  const solana = listed.find((address) => !address.startsWith('0x'))
  return {
    id: user.id,
    name: user.email ?? user.userName ?? user.id,
    addresses: { ...(eip155 ? { eip155 } : {}), ...(solana ? { solana } : {}) },
  }
}

async function unlock(deps: FrameDeps, user: BackendUser, generation: number): Promise<FrameSession> {
  const { state } = deps
  const wallet = await openFrameWallet(walletDeps(deps), walletAccount(user))
  if (state.generation !== generation) {
    wallet.close()
    throw new SignInCancelledError()
  }
  if (state.session && state.session.wallet !== wallet) state.session.wallet.close()
  state.session = { user, wallet }
  if (user.email) state.email = user.email
  return state.session
}

/** The signed-in address on the active chain: the Solana address on a Solana chain, the EVM one otherwise. */
export function activeAddress(state: FrameState): string {
  const { wallet } = requireSession(state)
  return state.chain.namespace === 'solana' ? wallet.addresses.solana : wallet.addresses.eip155
}

/** SPEC §3's auth user for the active chain. */
export function userResult(state: FrameState): AppEventResultInput<'GET_USER'> {
  const { user, wallet } = requireSession(state)
  const address = activeAddress(state)
  return {
    email: user.email ?? null,
    address,
    chainId: state.chain.id,
    accounts: [{ address, type: 'eoa' }],
    ...(user.userName ? { userName: user.userName } : {}),
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
    recoverySetUp: wallet.recoverySetUp,
  }
}
