import type { FrameHandlers } from '@gangway/frame/frame'
import { ServicesError } from '../services/client.js'
import { FarcasterChannelSchema, RedirectSchema, SessionSchema } from '../services/schemas.js'
import type { FrameDeps } from './context.js'
import { bindingKeyBody, completeSignIn, signInProofHeaders, userResult } from './sign-in.js'

/** The backend long-polls a Farcaster connect (~25 s) and answers 408 while the visitor has not approved. */
const FARCASTER_WAITING = 408
/** How many long polls before giving up (~12 minutes at 25 s each; the channel has expired by then). */
const MAX_FARCASTER_POLLS = 30

const SOCIAL_CONNECT = '/frame/v1/social/connect'
const FARCASTER_CONNECT = '/frame/v1/farcaster/connect'

/** CONNECT_FARCASTER's result needs a name; an account without a username gets this one. */
const FARCASTER_FALLBACK_NAME = 'Farcaster account'

class FarcasterCancelledError extends Error {
  override name = 'FarcasterCancelledError'
  constructor(message = 'Farcaster sign-in was cancelled') {
    super(message)
  }
}

/**
 * Social (OAuth) and Farcaster sign-in. The backend talks to the providers; the frame only relays and, once a
 * session exists, unlocks the keys. The callback page (social-callback.ts) hands the provider's redirect to
 * the app, which passes it back here in CONNECT_SOCIAL. The app sees that redirect and the Farcaster link, so
 * each sign-in starts with the frame's binding key and finishes with a proof by it: only this frame can
 * finish it.
 */
export function socialHandlers(deps: FrameDeps): FrameHandlers {
  const { state, services } = deps
  return {
    async GET_SOCIAL_REDIRECT_URI({ provider, returnUrl }, { origin }) {
      // appOrigin is the allow-listed embedder the endpoint verified: the callback page posts only there, and
      // the backend accepts a returnUrl only on that origin.
      const body = {
        provider,
        appOrigin: origin,
        ...(returnUrl ? { returnUrl } : {}),
        ...(await bindingKeyBody(deps)),
      }
      return services.call('/frame/v1/social/start', { body, schema: RedirectSchema })
    },

    async CONNECT_SOCIAL({ uri }) {
      const session = await services.call(SOCIAL_CONNECT, {
        body: { uri, ...(await bindingKeyBody(deps)) },
        headers: await signInProofHeaders(deps, SOCIAL_CONNECT),
        schema: SessionSchema,
      })
      await completeSignIn(deps, session)
      return userResult(state)
    },

    async GET_FARCASTER_URI() {
      const { url, channelToken } = await services.call('/frame/v1/farcaster/channel', {
        body: await bindingKeyBody(deps),
        schema: FarcasterChannelSchema,
      })
      state.farcasterChannel = channelToken
      return { url }
    },

    async CONNECT_FARCASTER() {
      const channelToken = state.farcasterChannel
      if (!channelToken) throw new FarcasterCancelledError('Open the Farcaster link first')
      for (let poll = 0; poll < MAX_FARCASTER_POLLS; poll++) {
        try {
          // A fresh proof for each long poll: the services take each proof once.
          const session = await services.call(FARCASTER_CONNECT, {
            body: { channelToken, ...(await bindingKeyBody(deps)) },
            headers: await signInProofHeaders(deps, FARCASTER_CONNECT),
            schema: SessionSchema,
          })
          // A new channel or a sign-out while we waited: this answer belongs to nobody any more.
          if (state.farcasterChannel !== channelToken) throw new FarcasterCancelledError()
          state.farcasterChannel = undefined
          const { user } = await completeSignIn(deps, session)
          // The backend gives no name for an fid without a registered username; the visitor is signed in anyway.
          return { userName: user.userName ?? FARCASTER_FALLBACK_NAME }
        } catch (error) {
          const waiting = error instanceof ServicesError && error.status === FARCASTER_WAITING
          if (!waiting) throw error
          if (state.farcasterChannel !== channelToken) throw new FarcasterCancelledError()
        }
      }
      throw new FarcasterCancelledError('Farcaster sign-in timed out')
    },
  }
}
