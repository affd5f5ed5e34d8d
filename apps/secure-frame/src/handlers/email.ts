import type { FrameHandlers } from '@gangway/frame/frame'
import { base64urlnopad } from '@scure/base'
import { ConnectEmailSchema, DeviceStatusSchema, SessionSchema } from '../services/schemas.js'
import type { FrameStore } from '../keys/store.js'
import type { FrameState } from '../state.js'
import type { FrameDeps } from './context.js'
import { bindingKeyBody, completeSignIn, signInProofHeaders } from './sign-in.js'

/** Poll the device approval once a second… */
export const DEVICE_POLL_INTERVAL_MS = 1_000
/** …for 20 s at most: the answer must reach the app before its 30 s request timeout (SPEC §8). */
export const DEVICE_POLL_WINDOW_MS = 20_000

const DEVICE_STATUS = '/frame/v1/email/device-status'
const VERIFY = '/frame/v1/email/verify'

/** A random id for this browser: 16 random bytes, base64url (22 characters). */
export function randomDeviceId(): string {
  return base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(16)))
}

/**
 * This browser's device id, kept in the frame's own storage so an approved browser stays approved across
 * reloads (without storage it lasts for the page). The app neither keeps nor sends one.
 */
async function deviceIdOf(store: FrameStore): Promise<string> {
  const stored = await store.get('deviceId')
  if (stored) return stored
  const made = randomDeviceId()
  await store.set('deviceId', made)
  return made
}

class NoEmailError extends Error {
  override name = 'NoEmailError'
  constructor() {
    super('Connect an e-mail first')
  }
}

function pendingLogin(state: FrameState): { email: string; deviceId: string } {
  if (!state.email || !state.deviceId) throw new NoEmailError()
  return { email: state.email, deviceId: state.deviceId }
}

/**
 * SPEC §4 e-mail login: connect the e-mail, then the optional device check, then the one-time code. The
 * login is bound to the frame's binding key from the connect on, and each poll and the code carry a proof by
 * it: the code passes through the app (the visitor types it into the modal), so it alone opens nothing.
 */
export function emailHandlers(deps: FrameDeps): FrameHandlers {
  const { state, services, timers } = deps
  return {
    async CONNECT_EMAIL({ email }) {
      state.deviceId ??= await deviceIdOf(deps.store)
      const body = { email, deviceId: state.deviceId, ...(await bindingKeyBody(deps)) }
      // The backend's 429 message ('Please try again after {n} seconds') reaches the app as the error.
      const { action } = await services.call('/frame/v1/email/connect', { body, schema: ConnectEmailSchema })
      state.email = email
      return { action }
    },

    async CONNECT_DEVICE() {
      const body = pendingLogin(state)
      const deadline = timers.now() + DEVICE_POLL_WINDOW_MS
      for (;;) {
        const { approved } = await services.call(DEVICE_STATUS, {
          body,
          headers: await signInProofHeaders(deps, DEVICE_STATUS),
          schema: DeviceStatusSchema,
        })
        if (approved) return { approved: true }
        if (timers.now() + DEVICE_POLL_INTERVAL_MS > deadline) return { approved: false }
        await timers.sleep(DEVICE_POLL_INTERVAL_MS)
      }
    },

    async CONNECT_OTP({ otp }) {
      const login = pendingLogin(state)
      const session = await services.call(VERIFY, {
        body: { ...login, otp, ...(await bindingKeyBody(deps)) },
        headers: await signInProofHeaders(deps, VERIFY),
        schema: SessionSchema,
      })
      await completeSignIn(deps, session)
      return {}
    },
  }
}
