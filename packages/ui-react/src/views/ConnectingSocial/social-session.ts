import type { AppKitCore, OAuthProvider, SocialPopup } from '@gangway/core'
import { toGangwayError } from '@gangway/common'
import { proxy } from 'valtio'

export interface SocialSession {
  provider: OAuthProvider | undefined
  status: 'waiting' | 'blocked' | 'failed' | 'done'
  error: string | undefined
}

/** The social sign-in in progress, per instance: the view shows it, and it outlives the view's re-renders. */
const sessions = new WeakMap<AppKitCore, SocialSession>()

export function socialSessionOf(core: AppKitCore): SocialSession {
  let session = sessions.get(core)
  if (!session) {
    session = proxy<SocialSession>({ provider: undefined, status: 'waiting', error: undefined })
    sessions.set(core, session)
  }
  return session
}

/** Sends the page to the provider (no popup: Telegram). Never throws: a failure is in the session. */
export async function runSocialRedirect(core: AppKitCore, provider: OAuthProvider): Promise<void> {
  const session = socialSessionOf(core)
  Object.assign(session, { provider, status: 'waiting', error: undefined })
  try {
    await core.redirectToSocial(provider)
  } catch (error) {
    Object.assign(session, { status: 'failed', error: toGangwayError(error).shortMessage })
  }
}

/** The result each instance is finishing: a code is redeemed once, however often the view mounts. */
const finishing = new WeakMap<AppKitCore, string>()

/** Finishes the sign-in the page came back from (the result was in its address). Never throws. */
export async function finishSocialRedirect(
  core: AppKitCore,
  provider: OAuthProvider,
  resultUri: string,
): Promise<void> {
  if (finishing.get(core) === resultUri) return
  finishing.set(core, resultUri)
  const session = socialSessionOf(core)
  Object.assign(session, { provider, status: 'waiting', error: undefined })
  try {
    await core.finishSocialRedirect(provider, resultUri)
    session.status = 'done'
  } catch (error) {
    Object.assign(session, { status: 'failed', error: toGangwayError(error).shortMessage })
  }
}

/**
 * Runs a social sign-in through `popup`, opened by the caller inside the visitor's click (null when the browser
 * blocked it). Never throws: the outcome is in the session.
 */
export async function runSocialSignIn(
  core: AppKitCore,
  provider: OAuthProvider,
  popup: SocialPopup | null,
): Promise<void> {
  const session = socialSessionOf(core)
  Object.assign(session, { provider, status: popup ? 'waiting' : 'blocked', error: undefined })
  if (!popup) return
  try {
    await core.signInWithSocial(provider, popup)
    session.status = 'done'
  } catch (error) {
    Object.assign(session, { status: 'failed', error: toGangwayError(error).shortMessage })
  }
}
