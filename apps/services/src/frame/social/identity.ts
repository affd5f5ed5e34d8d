import { randomUUID } from 'node:crypto'
import type { FrameStorage } from '../../storage/frame-types.js'
import type { FrameUser } from '../auth.js'
import type { BindingKey } from '../binding-key.js'
import type { FrameSessions, SessionTokens } from '../sessions.js'

/** A user signed in through another service (social, Farcaster): the frame user plus who they are there. */
export interface IdentityUser extends FrameUser {
  userName: string | null
  /** `google`, …, `discord`, or `farcaster`. */
  provider: string
}

export interface IdentitySignInDeps {
  storage: FrameStorage
  /** Issues the session, as for e-mail sign-in. */
  sessions: FrameSessions
  now: () => number
}

/**
 * Signs in the account `provider` + `subject`: its user (created on its first sign-in, without e-mail: the
 * provider's e-mail is not one this backend has verified) and a new session bound to the frame's key.
 */
export async function signInIdentity(
  deps: IdentitySignInDeps,
  profile: { provider: string; subject: string; userName: string | null; email: string | null },
  bindingKey: BindingKey,
): Promise<{ user: IdentityUser; session: SessionTokens }> {
  const identity = await deps.storage.identities.signIn(profile, { id: randomUUID(), now: deps.now() })
  const user = await deps.storage.users.find(identity.userId)
  if (!user) throw new Error(`frame: the ${profile.provider} identity's user ${identity.userId} is missing`)
  const session = await deps.sessions.issue(user.id, bindingKey)
  return {
    user: {
      id: user.id,
      email: user.email,
      addresses: user.addresses,
      userName: identity.userName,
      provider: identity.provider,
    },
    session,
  }
}
