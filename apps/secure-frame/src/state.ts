import {
  type FrameChain,
  type FrameChainId,
  type FrameNamespace,
  parseChainId,
  UnknownChainError,
} from './chains.js'
import type { FrameWallet } from './keys/frame-wallet.js'
import type { BackendUser } from './services/schemas.js'

/**
 * A signed-in visitor in this page: who it is and its wallet (addresses, never a key: each signing rebuilds it
 * from the shares). The session's tokens are not here: they stay in the frame's store (services/session.ts), and
 * no answer to the app ever carries them.
 */
export interface FrameSession {
  user: BackendUser
  wallet: FrameWallet
}

/**
 * What the frame holds in memory for this page. The session itself and the binding key live in the frame's
 * own storage (keys/store.ts), so a reload restores the visitor from there (GET_USER).
 */
export interface FrameState {
  projectId: string
  /** The active chain, and the last one of each namespace (an EVM read while Solana is active uses it). */
  chain: FrameChain
  lastChain: Partial<Record<FrameNamespace, FrameChain>>
  /** The e-mail sign-in in progress. */
  email?: string
  deviceId?: string
  session?: FrameSession
  /** The Farcaster channel being waited on. */
  farcasterChannel?: string
  /** Bumped by sign-out, so a sign-in that finishes afterwards does not bring the session back. */
  generation: number
}

/** Ethereum mainnet when the frame URL names no chain (or one it cannot place). */
const DEFAULT_CHAIN: FrameChainId = 1

export function createFrameState(projectId: string, chainId: FrameChainId | undefined): FrameState {
  let chain: FrameChain
  try {
    chain = parseChainId(chainId ?? DEFAULT_CHAIN)
  } catch {
    chain = parseChainId(DEFAULT_CHAIN)
  }
  return { projectId, chain, lastChain: { [chain.namespace]: chain }, generation: 0 }
}

/** Makes `chainId` the active chain; throws 'Network not found' for an id the frame cannot place. */
export function switchChain(state: FrameState, chainId: FrameChainId): FrameChain {
  const chain = parseChainId(chainId)
  state.chain = chain
  state.lastChain[chain.namespace] = chain
  return chain
}

/** The chain a request in `namespace` runs on: the active one if it is of that namespace, else the last one. */
export function chainFor(state: FrameState, namespace: FrameNamespace): FrameChain {
  if (state.chain.namespace === namespace) return state.chain
  const last = state.lastChain[namespace]
  if (!last) throw new UnknownChainError()
  return last
}

export class NotSignedInError extends Error {
  override name = 'NotSignedInError'
  constructor() {
    super('Not signed in')
  }
}

export function requireSession(state: FrameState): FrameSession {
  if (!state.session) throw new NotSignedInError()
  return state.session
}

/** Sign-out: the wallet is closed and every sign-in detail dropped; the chain stays. */
export function forgetSession(state: FrameState): void {
  state.session?.wallet.close()
  state.session = undefined
  state.email = undefined
  state.farcasterChannel = undefined
  state.generation += 1
}
