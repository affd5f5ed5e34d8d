import type { FrameHandlers } from '@gangway/frame/frame'
import { UpdateEmailSchema, UpdateSecondarySchema } from '../services/schemas.js'
import { requireSession } from '../state.js'
import type { FrameDeps } from './context.js'

/** SPEC §4 e-mail update: a code to the current address, then one to the new address. */
export function updateEmailHandlers({ state, services }: FrameDeps): FrameHandlers {
  return {
    async UPDATE_EMAIL({ email }) {
      requireSession(state)
      const body = { newEmail: email }
      return services.call('/frame/v1/email/update', { auth: true, body, schema: UpdateEmailSchema })
    },

    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      requireSession(state)
      await services.call('/frame/v1/email/update/primary', { auth: true, body: { otp } })
      return {}
    },

    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      const session = requireSession(state)
      const answer = await services.call('/frame/v1/email/update/secondary', {
        auth: true,
        body: { otp },
        schema: UpdateSecondarySchema,
      })
      const newEmail = answer.newEmail ?? answer.user?.email
      if (!newEmail) throw new Error('The e-mail update did not say the new e-mail')
      session.user = { ...session.user, email: newEmail }
      state.email = newEmail
      return { newEmail }
    },
  }
}
