// The attacker of SECURITY.md §1, a script on the host page: the visitor types the e-mail code into the modal,
// so the script reads it; it may even have learnt the frame's device id. It races the frame from Node with a
// binding key of its own.
import { describe, expect, it } from 'vitest'
import { fromFrame } from './social/testing.js'
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
  signInProof,
  useFrameTestBed,
} from './testing.js'
import { DpopKey } from './testing-dpop.js'

const bed = useFrameTestBed()

const CONNECT = '/frame/v1/email/connect'
const STATUS = '/frame/v1/email/device-status'
const VERIFY = '/frame/v1/email/verify'
const secondsNow = () => Math.floor(bed.now() / 1000)
const UNKNOWN_DEVICE = { message: 'Unknown device: connect the e-mail first' }
const NOT_APPROVED = { message: 'This device is not approved' }

/** The visitor's login as the frame runs it up to the code: connected with its key, device approved, code mailed. */
async function codeForTheFrame(frame: DpopKey) {
  const email = freshEmail()
  const deviceId = freshDevice()
  expect((await post(bed.base, CONNECT, { email, deviceId, bindingKey: frame.jwk })).status).toBe(200)
  expect((await approve((await newestMail(bed.base, email)).links[0]!)).status).toBe(200)
  const status = await postAs(bed.base, STATUS, { email, deviceId }, frame)
  expect(status).toEqual({ status: 200, body: { approved: true, action: 'VERIFY_OTP' } })
  const otp = (await newestMail(bed.base, email, 2)).code!
  return { email, deviceId, otp }
}

/** The frame finishes its sign-in, and the session works for its key. */
async function expectFrameSignsIn(frame: DpopKey, login: { email: string; deviceId: string; otp: string }) {
  const verify = await postAs<SignedIn>(bed.base, VERIFY, { ...login, bindingKey: frame.jwk }, frame)
  expect(verify.status, JSON.stringify(verify.body)).toBe(200)
  expect((await session(bed.base, sessionOf(frame, verify.body))).status).toBe(200)
}

describe('an e-mail login is finished only by the frame that connected it', () => {
  it('the visitor’s code, e-mail and device id sent with another key get nothing, and the frame still signs in', async () => {
    const frame = await DpopKey.create()
    const attacker = await DpopKey.create()
    const login = await codeForTheFrame(frame)
    // With the frame's Origin forged, as often as a visitor could mistype: none of it counts.
    for (let i = 0; i < 6; i++) {
      const stolen = await fromFrame<Record<string, unknown>>(bed.base, VERIFY, {
        body: { ...login, bindingKey: attacker.jwk },
        headers: await signInProof(bed.base, attacker, VERIFY),
      })
      expect(stolen).toEqual({ status: 401, body: NOT_APPROVED })
    }
    await expectFrameSignsIn(frame, login)
  })

  it('refuses the frame’s key in the body without a proof by it, with another key’s, or with a replayed one', async () => {
    const frame = await DpopKey.create()
    const attacker = await DpopKey.create()
    const login = await codeForTheFrame(frame)
    const body = { ...login, bindingKey: frame.jwk }
    const url = new URL(VERIFY, bed.base).toString()
    const forgeries: Record<string, Record<string, string>> = {
      'no proof': {},
      'a proof by another key': await signInProof(bed.base, attacker, VERIFY),
      'a proof by another key naming the frame’s': {
        DPoP: await attacker.proof({ method: 'POST', url, header: { jwk: frame.jwk } }),
      },
      'a proof for another route': await signInProof(bed.base, frame, STATUS),
      'a stale proof': { DPoP: await frame.proof({ method: 'POST', url, iat: secondsNow() - 120 }) },
    }
    for (const [name, headers] of Object.entries(forgeries)) {
      const answer = await fromFrame(bed.base, VERIFY, { body, headers })
      expect(answer, name).toEqual({ status: 401, body: NOT_APPROVED })
    }
    // A proof the frame used once (taken off the wire) does not work again, on the poll or on the code.
    const poll = { email: login.email, deviceId: login.deviceId }
    const used = await signInProof(bed.base, frame, STATUS)
    expect((await fromFrame(bed.base, STATUS, { body: poll, headers: used })).status).toBe(200)
    expect(await fromFrame(bed.base, STATUS, { body: poll, headers: used })).toEqual({
      status: 401,
      body: UNKNOWN_DEVICE,
    })
    const proof = await signInProof(bed.base, frame, VERIFY)
    expect((await fromFrame(bed.base, VERIFY, { body, headers: proof })).status).toBe(200)
    expect(await fromFrame(bed.base, VERIFY, { body, headers: proof })).toEqual({
      status: 401,
      body: NOT_APPROVED,
    })
  })

  it('answers the approval poll only to the frame’s key, and sends the code for no one else', async () => {
    const frame = await DpopKey.create()
    const attacker = await DpopKey.create()
    const email = freshEmail()
    const deviceId = freshDevice()
    await post(bed.base, CONNECT, { email, deviceId, bindingKey: frame.jwk })
    expect(await postAs(bed.base, STATUS, { email, deviceId }, attacker)).toEqual({
      status: 401,
      body: UNKNOWN_DEVICE,
    })
    await approve((await newestMail(bed.base, email)).links[0]!)
    // The first poll after approval sends the code: the attacker's does not, and does not take the frame's turn.
    expect((await postAs(bed.base, STATUS, { email, deviceId }, attacker)).status).toBe(401)
    expect(await post(bed.base, STATUS, { email, deviceId })).toEqual({ status: 401, body: UNKNOWN_DEVICE })
    expect(await mailTo(bed.base, email)).toHaveLength(1)
    expect((await postAs(bed.base, STATUS, { email, deviceId }, frame)).body).toEqual({
      approved: true,
      action: 'VERIFY_OTP',
    })
    const otp = (await newestMail(bed.base, email, 2)).code!
    await expectFrameSignsIn(frame, { email, deviceId, otp })
  })

  it('a login the attacker connects for the same e-mail with its own key and device does not open the frame’s code', async () => {
    const frame = await DpopKey.create()
    const attacker = await DpopKey.create()
    const login = await codeForTheFrame(frame)
    // The e-mail's cooldown (30 s) would refuse the attacker's connect: it waits it out.
    bed.advance(31_000)
    const attackerDevice = freshDevice()
    const connect = await post(bed.base, CONNECT, {
      email: login.email,
      deviceId: attackerDevice,
      bindingKey: attacker.jwk,
    })
    expect(connect).toEqual({ status: 200, body: { action: 'VERIFY_DEVICE' } })
    const withOwnDevice = await postAs(
      bed.base,
      VERIFY,
      { ...login, deviceId: attackerDevice, bindingKey: attacker.jwk },
      attacker,
    )
    expect(withOwnDevice.status).toBe(403)
    expect(withOwnDevice.body).not.toHaveProperty('session')
    const withFrameDevice = await postAs(bed.base, VERIFY, { ...login, bindingKey: attacker.jwk }, attacker)
    expect(withFrameDevice).toEqual({ status: 401, body: NOT_APPROVED })
    await expectFrameSignsIn(frame, login)
  })

  it('connect needs the frame’s binding key, and a refused connect starts no cooldown', async () => {
    const email = freshEmail()
    const deviceId = freshDevice()
    expect(await post(bed.base, CONNECT, { email, deviceId })).toEqual({
      status: 400,
      body: { message: 'Invalid binding key' },
    })
    expect(await post(bed.base, CONNECT, { email, deviceId, bindingKey: { kty: 'EC' } })).toEqual({
      status: 400,
      body: { message: 'Invalid binding key' },
    })
    // Refused before the cooldown starts: the frame's connect goes through.
    const frame = await DpopKey.create()
    expect((await post(bed.base, CONNECT, { email, deviceId, bindingKey: frame.jwk })).status).toBe(200)
  })
})
