import { randomUUID } from 'node:crypto'
import type { FrameStorage } from '../../storage/frame-types.js'
import type { FrameUser } from '../auth.js'
import { hashToken, randomToken } from '../secrets.js'

/** A user signed in through another service (social, Farcaster): the frame user plus who they are there. */
export interface IdentityUser extends FrameUser {
  userName: string | null
  /** `google`, …, `discord`, or `farcaster`. */
  provider: string
}

export interface IdentitySignInDeps {
  storage: FrameStorage
  /** How long a session token is accepted (the e-mail sign-in's, FrameAuthConfig.sessionTtlMs). */
  sessionTtlMs: number
  now: () => number
}

/** A session for `userId`, made as e-mail sign-in makes one: a random bearer token, stored hashed. */
export async function startSession(deps: IdentitySignInDeps, userId: string): Promise<string> {
  const sessionToken = randomToken()
  const createdAt = deps.now()
  await deps.storage.sessions.insert({
    tokenHash: hashToken(sessionToken),
    userId,
    createdAt,
    expiresAt: createdAt + deps.sessionTtlMs,
  })
  return sessionToken
}

/**
 * Signs in the account `provider` + `subject`: its user (created on its first sign-in, without e-mail: the
 * provider's e-mail is not one this backend has verified) and a new session.
 */
export async function signInIdentity(
  deps: IdentitySignInDeps,
  profile: { provider: string; subject: string; userName: string | null; email: string | null },
): Promise<{ sessionToken: string; user: IdentityUser }> {
  const identity = await deps.storage.identities.signIn(profile, { id: randomUUID(), now: deps.now() })
  const user = await deps.storage.users.find(identity.userId)
  if (!user) throw new Error(`frame: the ${profile.provider} identity's user ${identity.userId} is missing`)
  const sessionToken = await startSession(deps, user.id)
  return {
    sessionToken,
    user: {
      id: user.id,
      email: user.email,
      addresses: user.addresses,
      userName: identity.userName,
      provider: identity.provider,
    },
  }
}
