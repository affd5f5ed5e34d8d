import { describe, expect, it } from 'vitest'
import {
  approve,
  freshDevice,
  freshEmail,
  mailTo,
  newestMail,
  post,
  postAs,
  type SignedIn,
  session,
  sessionOf,
  signIn,
  signOut,
  useFrameTestBed,
} from './testing.js'
import { DpopKey } from './testing-dpop.js'

const bed = useFrameTestBed({}, { frozen: true })
/** The frame's binding key: its connects name it, its polls and codes carry proofs by it. */
const frame = await DpopKey.create()

describe('e-mail sign-in over the real SMTP sink', () => {
  it('approves a new device by mail, sends the code, signs in, reads the user and signs out', async () => {
    const email = freshEmail()
    const deviceId = freshDevice()

    const connect = await post(bed.base, '/frame/v1/email/connect', {
      bindingKey: frame.jwk,
      email,
      deviceId,
    })
    expect(connect).toEqual({ status: 200, body: { action: 'VERIFY_DEVICE' } })
    const pending = await postAs(bed.base, '/frame/v1/email/device-status', { email, deviceId }, frame)
    expect(pending.body).toEqual({ approved: false, action: 'VERIFY_DEVICE' })

    const approval = await newestMail(bed.base, email)
    expect(approval.subject).toBe('Approve your new device')
    expect(approval.links).toHaveLength(1)
    const link = new URL(approval.links[0]!)
    expect(`${link.origin}${link.pathname}`).toBe(`${bed.base}/frame/v1/device/approve`)
    const page = await approve(link.toString())
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await page.text()).toContain('Device approved')
    // The link works once.
    expect((await approve(link.toString())).status).toBe(404)

    const approved = await postAs(bed.base, '/frame/v1/email/device-status', { email, deviceId }, frame)
    expect(approved.body).toEqual({ approved: true, action: 'VERIFY_OTP' })
    // Polling again does not send another code.
    await postAs(bed.base, '/frame/v1/email/device-status', { email, deviceId }, frame)
    const codeMail = await newestMail(bed.base, email, 2)
    expect(await mailTo(bed.base, email)).toHaveLength(2)
    expect(codeMail.subject).toBe('Your Gangway sign-in code')
    expect(codeMail.code).toMatch(/^\d{6}$/)

    const key = frame
    const bindingKey = key.jwk
    const verify = await postAs<SignedIn>(
      bed.base,
      '/frame/v1/email/verify',
      {
        email,
        deviceId,
        otp: codeMail.code,
        bindingKey,
      },
      frame,
    )
    expect(verify.status).toBe(200)
    expect(verify.body).toEqual({
      user: { id: expect.any(String), email, addresses: [] },
      session: {
        accessToken: expect.stringMatching(/^[\w-]{43}$/),
        refreshToken: expect.stringMatching(/^[\w-]{43}$/),
        accessExpiresAt: bed.now() + 10 * 60_000,
        refreshExpiresAt: bed.now() + 7 * 24 * 60 * 60_000,
      },
    })
    // A code is spent on use.
    const again = await postAs(
      bed.base,
      '/frame/v1/email/verify',
      {
        email,
        deviceId,
        otp: codeMail.code,
        bindingKey,
      },
      frame,
    )
    expect(again.status).toBe(400)

    const auth = sessionOf(key, verify.body)
    expect(await session(bed.base, auth)).toEqual({ status: 200, body: { user: verify.body.user } })
    expect(await signOut(bed.base, auth)).toBe(204)
    expect(await session(bed.base, auth)).toEqual({
      status: 401,
      body: { message: 'Session expired: sign in again' },
    })
  })

  it('sends a known device straight to the code, and keeps the same user', async () => {
    const email = freshEmail()
    const first = await signIn(bed.base, email)
    bed.advance(30_000)
    const connect = await post(bed.base, '/frame/v1/email/connect', {
      bindingKey: frame.jwk,
      email,
      deviceId: first.deviceId,
    })
    expect(connect.body).toEqual({ action: 'VERIFY_OTP' })
    const codeMail = await newestMail(bed.base, email, 3)
    expect(codeMail.code).toMatch(/^\d{6}$/)
    const verify = await postAs<{ user: { id: string } }>(
      bed.base,
      '/frame/v1/email/verify',
      {
        email: email.toUpperCase(),
        deviceId: first.deviceId,
        otp: codeMail.code,
        bindingKey: frame.jwk,
      },
      frame,
    )
    expect(verify.body.user.id).toBe(first.user.id)
  })

  it('sends one code when the device was approved but the frame connects again instead of polling', async () => {
    const email = freshEmail()
    const deviceId = freshDevice()
    await post(bed.base, '/frame/v1/email/connect', { bindingKey: frame.jwk, email, deviceId })
    await approve((await newestMail(bed.base, email)).links[0]!)
    bed.advance(30_000)
    expect(
      (await post(bed.base, '/frame/v1/email/connect', { bindingKey: frame.jwk, email, deviceId })).body,
    ).toEqual({
      action: 'VERIFY_OTP',
    })
    const { code } = await newestMail(bed.base, email, 2)
    expect(
      (await postAs(bed.base, '/frame/v1/email/device-status', { email, deviceId }, frame)).body,
    ).toEqual({
      approved: true,
      action: 'VERIFY_OTP',
    })
    expect(await mailTo(bed.base, email)).toHaveLength(2)
    const bindingKey = frame.jwk
    expect(
      (await postAs(bed.base, '/frame/v1/email/verify', { email, deviceId, otp: code, bindingKey }, frame))
        .status,
    ).toBe(200)
  })

  it('refuses a code on a device the mail has not approved', async () => {
    const email = freshEmail()
    const deviceId = freshDevice()
    await post(bed.base, '/frame/v1/email/connect', { bindingKey: frame.jwk, email, deviceId })
    const bindingKey = frame.jwk
    const verify = await postAs(
      bed.base,
      '/frame/v1/email/verify',
      {
        email,
        deviceId,
        otp: '123456',
        bindingKey,
      },
      frame,
    )
    expect(verify).toEqual({ status: 403, body: { message: 'This device is not approved' } })
  })

  it('refuses a second sign-in within 30 s with the seconds left (SPEC §5)', async () => {
    const email = freshEmail()
    const { auth, deviceId } = await signIn(bed.base, email)
    await signOut(bed.base, auth)
    bed.advance(10_500)
    const refused = await post(bed.base, '/frame/v1/email/connect', {
      bindingKey: frame.jwk,
      email,
      deviceId,
    })
    expect(refused).toEqual({ status: 429, body: { message: 'Please try again after 20 seconds' } })
    bed.advance(19_500)
    expect(
      (await post(bed.base, '/frame/v1/email/connect', { bindingKey: frame.jwk, email, deviceId })).body,
    ).toEqual({
      action: 'VERIFY_OTP',
    })
  })

  it('spends the code after 5 wrong tries', async () => {
    const email = freshEmail()
    const { deviceId } = await signIn(bed.base, email)
    bed.advance(30_000)
    await post(bed.base, '/frame/v1/email/connect', { bindingKey: frame.jwk, email, deviceId })
    const { code } = await newestMail(bed.base, email, 3)
    const wrong = code === '000000' ? '000001' : '000000'
    const bindingKey = frame.jwk
    const answers = []
    for (let i = 0; i < 5; i++) {
      answers.push(
        await postAs(bed.base, '/frame/v1/email/verify', { email, deviceId, otp: wrong, bindingKey }, frame),
      )
    }
    expect(answers.map((answer) => answer.body.message)).toEqual([
      'Invalid code: 4 attempts left',
      'Invalid code: 3 attempts left',
      'Invalid code: 2 attempts left',
      'Invalid code: 1 attempt left',
      'Invalid code: too many attempts, request a new code',
    ])
    expect(answers.at(-1)?.status).toBe(429)
    const right = await postAs(
      bed.base,
      '/frame/v1/email/verify',
      { email, deviceId, otp: code, bindingKey },
      frame,
    )
    expect(right).toEqual({ status: 400, body: { message: 'No code is pending: request a new one' } })
  })

  it('spends a code once when two requests bring it together', async () => {
    const email = freshEmail()
    const { deviceId } = await signIn(bed.base, email)
    bed.advance(30_000)
    await post(bed.base, '/frame/v1/email/connect', { bindingKey: frame.jwk, email, deviceId })
    const { code } = await newestMail(bed.base, email, 3)
    const bindingKey = frame.jwk
    const answers = await Promise.all(
      [1, 2].map(() =>
        postAs(bed.base, '/frame/v1/email/verify', { email, deviceId, otp: code, bindingKey }, frame),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
  })

  it('refuses a code after 10 minutes', async () => {
    const email = freshEmail()
    const { deviceId } = await signIn(bed.base, email)
    bed.advance(30_000)
    await post(bed.base, '/frame/v1/email/connect', { bindingKey: frame.jwk, email, deviceId })
    const { code } = await newestMail(bed.base, email, 3)
    bed.advance(10 * 60_000)
    const bindingKey = frame.jwk
    const late = await postAs(
      bed.base,
      '/frame/v1/email/verify',
      { email, deviceId, otp: code, bindingKey },
      frame,
    )
    expect(late).toEqual({ status: 400, body: { message: 'The code has expired: request a new one' } })
  })
})

describe('input checks', () => {
  it.each([
    'not-an-email',
    'a@b',
    '<script>alert(1)</script>@example.com',
    '"quoted"@example.com',
    'a@exa mple.com',
    `${'x'.repeat(65)}@example.com`,
    '',
  ])('refuses the e-mail %j', async (email) => {
    const answer = await post(bed.base, '/frame/v1/email/connect', {
      bindingKey: frame.jwk,
      email,
      deviceId: freshDevice(),
    })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('Invalid body: email: Invalid email address')
  })

  it('refuses a malformed device id, a non-string OTP and a non-JSON body', async () => {
    const email = freshEmail()
    expect(
      (await post(bed.base, '/frame/v1/email/connect', { bindingKey: frame.jwk, email, deviceId: '<b>' }))
        .status,
    ).toBe(400)
    const otp = await postAs(
      bed.base,
      '/frame/v1/email/verify',
      {
        email,
        deviceId: freshDevice(),
        otp: 123456,
      },
      frame,
    )
    expect(otp.status).toBe(400)
    const raw = await fetch(new URL('/frame/v1/email/connect', bed.base), { method: 'POST', body: '{' })
    expect(raw.status).toBe(400)
  })

  it('refuses unknown, malformed and missing session tokens', async () => {
    for (const header of [undefined, 'Bearer nope', `Bearer ${'a'.repeat(43)}`, `DPoP ${'a'.repeat(43)}`]) {
      const answer = await fetch(new URL('/frame/v1/session', bed.base), {
        headers: header ? { Authorization: header } : {},
      })
      expect(answer.status).toBe(401)
    }
  })

  it('escapes a hostile (but valid) e-mail in the approval pages and answers a bad link with 404', async () => {
    const email = `it's&{x}/=?${crypto.randomUUID().slice(0, 6)}@example.com`
    const deviceId = freshDevice()
    expect(
      (await post(bed.base, '/frame/v1/email/connect', { bindingKey: frame.jwk, email, deviceId })).status,
    ).toBe(200)
    const approval = await newestMail(bed.base, email)
    expect(approval.html).toContain('it&#39;s&#38;{x}/=?')
    expect(approval.html).not.toContain("it's&")
    for (const page of [await fetch(approval.links[0]!), await approve(approval.links[0]!)]) {
      const html = await page.text()
      expect(html).toContain('it&#39;s&#38;{x}/=?')
      expect(html).not.toContain("it's&")
    }
    const bad = await fetch(new URL('/frame/v1/device/approve?token=%3Cscript%3E', bed.base))
    expect(bad.status).toBe(404)
    expect(await bad.text()).not.toContain('<script>')
  })

  it('answers the frame origin’s CORS preflight for the session headers (Authorization, DPoP)', async () => {
    const preflight = await fetch(new URL('/frame/v1/session', bed.base), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8790',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,dpop',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    const allowed = preflight.headers
      .get('access-control-allow-headers')
      ?.toLowerCase()
      .split(/\s*,\s*/)
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'dpop']))
  })
})
