import type { Context } from 'hono'
import { ServiceError } from '../http/errors.js'
import type { FrameAuth, FrameUser } from './auth.js'

/** Tokens this backend hands out (sessions, approval links): 32 random bytes, base64url. */
export const TOKEN = /^[\w-]{43}$/

/** The session token of `Authorization: Bearer <token>`; 401 when missing or malformed. */
export function bearer(c: Context): string {
  const token = /^Bearer (\S+)$/.exec(c.req.header('Authorization') ?? '')?.[1]
  if (!token || !TOKEN.test(token)) throw new ServiceError(401, 'Session expired: sign in again')
  return token
}

/** The user of the request's session token; 401 when it is unknown, expired or revoked. */
export async function signedIn(c: Context, auth: FrameAuth): Promise<FrameUser> {
  return auth.user(bearer(c))
}
