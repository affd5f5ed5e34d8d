import type { FrameHandlers } from '@gangway/frame/frame'
import { base64urlnopad } from '@scure/base'
import { ConnectEmailSchema, DeviceStatusSchema, SessionSchema } from '../services/schemas.js'
import type { FrameState } from '../state.js'
import type { FrameDeps } from './context.js'
import { completeSignIn } from './sign-in.js'

/** Poll the device approval once a second… */
export const DEVICE_POLL_INTERVAL_MS = 1_000
/** …for 20 s at most: the answer must reach the app before its 30 s request timeout (SPEC §8). */
export const DEVICE_POLL_WINDOW_MS = 20_000

/** A random id for this browser when the app has none to give: 16 random bytes, base64url (22 characters). */
export function randomDeviceId(): string {
  return base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(16)))
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

/** SPEC §4 e-mail login: connect the e-mail, then the optional device check, then the one-time code. */
export function emailHandlers(deps: FrameDeps): FrameHandlers {
  const { state, services, timers } = deps
  return {
    async CONNECT_EMAIL({ email, deviceId }) {
      state.deviceId = deviceId ?? state.deviceId ?? randomDeviceId()
      const body = { email, deviceId: state.deviceId }
      // The backend's 429 message ('Please try again after {n} seconds') reaches the app as the error.
      const { action } = await services.call('/frame/v1/email/connect', { body, schema: ConnectEmailSchema })
      state.email = email
      return { action }
    },

    async CONNECT_DEVICE() {
      const body = pendingLogin(state)
      const deadline = timers.now() + DEVICE_POLL_WINDOW_MS
      for (;;) {
        const { approved } = await services.call('/frame/v1/email/device-status', {
          body,
          schema: DeviceStatusSchema,
        })
        if (approved) return { approved: true }
        if (timers.now() + DEVICE_POLL_INTERVAL_MS > deadline) return { approved: false }
        await timers.sleep(DEVICE_POLL_INTERVAL_MS)
      }
    },

    async CONNECT_OTP({ otp }) {
      const login = pendingLogin(state)
      const session = await services.call('/frame/v1/email/verify', {
        body: { ...login, otp },
        schema: SessionSchema,
      })
      await completeSignIn(deps, session)
      return {}
    },
  }
}
