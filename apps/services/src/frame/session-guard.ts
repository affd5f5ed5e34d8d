import type { Context } from 'hono'
import type { FrameUser } from './auth.js'
import type { FrameBackend } from './backend.js'

/** What a session-protected route learns about its caller. */
export interface FrameSession {
  user: FrameUser
  sessionId: string
}

/**
 * The session of a request, for every route that needs one: `Authorization: DPoP <access token>` and a
 * `DPoP` proof for this method and path, signed by the session's binding key (frame/sessions.ts). 401
 * `Session expired: sign in again` for anything else.
 */
export async function requireFrameSession(
  c: Context,
  frame: Pick<FrameBackend, 'auth' | 'sessions'>,
): Promise<FrameSession> {
  const session = await frame.sessions.authenticate(c.req.header('Authorization'), {
    method: c.req.method,
    // The path Hono routed on: a proof names the route that runs, whatever the Host header said.
    path: c.req.path,
    proof: c.req.header('DPoP'),
  })
  return { user: await frame.auth.userOf(session.userId), sessionId: session.id }
}
