import { describe, expect, it } from 'vitest'
import { freshEmail, mailTo, newestMail, post, session, signIn, signOut, useFrameTestBed } from './testing.js'

const bed = useFrameTestBed()

describe('e-mail update (primary code, then secondary code)', () => {
  it('moves the account to the new e-mail after both codes', async () => {
    const email = freshEmail('old')
    const newEmail = freshEmail('new')
    const { auth, deviceId, user } = await signIn(bed.base, email)

    const start = await post(bed.base, '/frame/v1/email/update', { newEmail }, auth)
    expect(start).toEqual({ status: 200, body: { action: 'VERIFY_PRIMARY_OTP' } })
    const primary = await newestMail(bed.base, email, 3)
    expect(primary.subject).toBe('Confirm your e-mail change')
    expect(await mailTo(bed.base, newEmail)).toEqual([])

    const confirmed = await post(bed.base, '/frame/v1/email/update/primary', { otp: primary.code }, auth)
    expect(confirmed).toEqual({ status: 200, body: { action: 'VERIFY_SECONDARY_OTP' } })
    const secondary = await newestMail(bed.base, newEmail)
    expect(secondary.subject).toBe('Confirm your new e-mail')

    // The primary code does not confirm the secondary step.
    const crossed = await post(bed.base, '/frame/v1/email/update/secondary', { otp: primary.code }, auth)
    expect(crossed.status).toBe(400)
    const done = await post(bed.base, '/frame/v1/email/update/secondary', { otp: secondary.code }, auth)
    expect(done).toEqual({ status: 200, body: { user: { ...user, email: newEmail } } })
    expect((await session(bed.base, auth)).body.user?.email).toBe(newEmail)

    // The device approved for the old address signs in under the new one without a new approval.
    await signOut(bed.base, auth)
    const bindingKey = auth.key.jwk
    const connect = await post(bed.base, '/frame/v1/email/connect', { email: newEmail, deviceId, bindingKey })
    expect(connect.body).toEqual({ action: 'VERIFY_OTP' })
    // The old address is free (once its cooldown is over): it needs a new device check.
    bed.advance(30_000)
    const old = await post(bed.base, '/frame/v1/email/connect', { email, deviceId, bindingKey })
    expect(old.body).toEqual({ action: 'VERIFY_DEVICE' })
  })

  it('needs a session, a different and free e-mail, and a valid address', async () => {
    const email = freshEmail()
    const taken = freshEmail('taken')
    const { auth } = await signIn(bed.base, email)
    await signIn(bed.base, taken)

    expect((await post(bed.base, '/frame/v1/email/update', { newEmail: freshEmail() })).status).toBe(401)
    expect(await post(bed.base, '/frame/v1/email/update', { newEmail: email }, auth)).toEqual({
      status: 400,
      body: { message: 'The new e-mail is the current one' },
    })
    expect(await post(bed.base, '/frame/v1/email/update', { newEmail: taken }, auth)).toEqual({
      status: 409,
      body: { message: 'This e-mail is already in use' },
    })
    const invalid = await post(bed.base, '/frame/v1/email/update', { newEmail: 'nope' }, auth)
    expect(invalid).toEqual({
      status: 400,
      body: { message: 'Invalid body: newEmail: Invalid email address' },
    })
  })

  it('refuses the secondary step before the primary one, and a new request within 30 s', async () => {
    const email = freshEmail()
    const { auth } = await signIn(bed.base, email)
    const early = await post(bed.base, '/frame/v1/email/update/secondary', { otp: '123456' }, auth)
    expect(early).toEqual({ status: 400, body: { message: 'No code is pending: request a new one' } })

    await post(bed.base, '/frame/v1/email/update', { newEmail: freshEmail() }, auth)
    bed.advance(5_000)
    const again = await post(bed.base, '/frame/v1/email/update', { newEmail: freshEmail() }, auth)
    expect(again).toEqual({ status: 429, body: { message: 'Please try again after 25 seconds' } })
  })
})
