import { DEFAULT_FRAME_AUTH_CONFIG } from '@gangway/services/testing/frame'
import { describe, expect, it } from 'vitest'
import { CONTEXT, createTestFrame, type TestFrame } from '../test/deps.js'
import { approveDevice, codeFor, useTestServices } from '../test/services.js'
import { DEVICE_POLL_WINDOW_MS, randomDeviceId } from './email.js'

useTestServices()

/** The services let an e-mail login be triggered again only after this long. */
const { cooldownMs } = DEFAULT_FRAME_AUTH_CONFIG

/** A code that is not `code`: what a visitor mistypes. */
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000')

/** Connects the frame's e-mail on a new device, approves the device by the mail's link and has the code sent. */
async function approvedAndCodeSent(frame: TestFrame): Promise<string> {
  await frame.handlers.CONNECT_EMAIL({ email: frame.email }, CONTEXT)
  await approveDevice(frame.email)
  await expect(frame.handlers.CONNECT_DEVICE({}, CONTEXT)).resolves.toEqual({ approved: true })
  return codeFor(frame.email)
}

describe('e-mail sign-in handlers', () => {
  it('CONNECT_EMAIL sends a random device id the frame keeps in its own store, across reloads', async () => {
    const frame = createTestFrame()
    const EMAIL = frame.email
    await expect(frame.handlers.CONNECT_EMAIL({ email: EMAIL }, CONTEXT)).resolves.toEqual({
      action: 'VERIFY_DEVICE',
    })
    const first = frame.services.calls[0]?.body as { email: string; deviceId: string; bindingKey: unknown }
    expect(first.email).toBe(EMAIL)
    // The login is bound to the frame's key from the start.
    expect(first.bindingKey).toEqual(await frame.deps.keeper.bindingKey())
    expect(first.deviceId).toMatch(/^[\w-]{16,64}$/)
    expect(await frame.store.get('deviceId')).toBe(first.deviceId)
    // A login can be triggered again once the services' cooldown has passed.
    frame.timers.advance(cooldownMs)
    await frame.handlers.CONNECT_EMAIL({ email: EMAIL }, CONTEXT)
    expect((frame.services.calls[1]!.body as { deviceId: string }).deviceId).toBe(first.deviceId)

    const reloaded = createTestFrame({ store: frame.store })
    reloaded.timers.advance(cooldownMs)
    await reloaded.handlers.CONNECT_EMAIL({ email: EMAIL }, CONTEXT)
    expect((reloaded.services.calls[0]!.body as { deviceId: string }).deviceId).toBe(first.deviceId)
    expect(randomDeviceId()).not.toBe(randomDeviceId())
  })

  it('CONNECT_EMAIL says VERIFY_OTP for an approved device and passes the rate-limit message on', async () => {
    const frame = createTestFrame()
    const EMAIL = frame.email
    await frame.store.set('deviceId', 'device-0123456789abcdef')
    await frame.handlers.CONNECT_EMAIL({ email: EMAIL }, CONTEXT)
    await approveDevice(EMAIL)
    frame.timers.advance(cooldownMs)
    await expect(frame.handlers.CONNECT_EMAIL({ email: EMAIL }, CONTEXT)).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
    // Seven seconds into the services' 30 s cooldown.
    frame.timers.advance(7_000)
    await expect(frame.handlers.CONNECT_EMAIL({ email: EMAIL }, CONTEXT)).rejects.toThrow(
      'Please try again after 23 seconds',
    )
  })

  it('CONNECT_DEVICE polls every second until the device is approved', async () => {
    const frame = createTestFrame()
    const EMAIL = frame.email
    await frame.store.set('deviceId', 'device-0123456789abcdef')
    await frame.handlers.CONNECT_EMAIL({ email: EMAIL }, CONTEXT)
    // The visitor clicks the link in the mail while the frame is on its third wait.
    frame.timers.afterSleep = (count) => (count === 3 ? approveDevice(EMAIL) : undefined)
    await expect(frame.handlers.CONNECT_DEVICE({}, CONTEXT)).resolves.toEqual({ approved: true })
    expect(frame.timers.slept).toEqual([1000, 1000, 1000])
    const polls = frame.services.calls.filter((call) => call.path === '/frame/v1/email/device-status')
    expect(polls).toHaveLength(4)
    expect(polls[0]?.body).toEqual({ email: EMAIL, deviceId: 'device-0123456789abcdef' })
    // Each poll carries its own proof by the frame's key: the services take a proof once.
    expect(new Set(polls.map((call) => call.proof)).size).toBe(4)
    expect(polls.every((call) => call.status === 200 && call.authorization === undefined)).toBe(true)
  })

  it('CONNECT_DEVICE answers approved: false within 20 s, before the app’s 30 s timeout', async () => {
    const frame = createTestFrame()
    await frame.handlers.CONNECT_EMAIL({ email: frame.email }, CONTEXT)
    await expect(frame.handlers.CONNECT_DEVICE({}, CONTEXT)).resolves.toEqual({ approved: false })
    const waited = frame.timers.slept.reduce((sum, ms) => sum + ms, 0)
    expect(waited).toBeLessThanOrEqual(DEVICE_POLL_WINDOW_MS)
    expect(waited).toBeGreaterThanOrEqual(DEVICE_POLL_WINDOW_MS - 1000)
  })

  it('CONNECT_DEVICE and CONNECT_OTP need a connected e-mail first', async () => {
    const frame = createTestFrame()
    await expect(frame.handlers.CONNECT_DEVICE({}, CONTEXT)).rejects.toThrow('Connect an e-mail first')
    await expect(frame.handlers.CONNECT_OTP({ otp: '123456' }, CONTEXT)).rejects.toThrow(
      'Connect an e-mail first',
    )
  })

  it('CONNECT_OTP verifies the code with the binding key, keeps the session in the frame and signs in', async () => {
    const frame = createTestFrame()
    const otp = await approvedAndCodeSent(frame)
    await expect(frame.handlers.CONNECT_OTP({ otp: wrongCode(otp) }, CONTEXT)).rejects.toThrow(
      'Invalid code: 4 attempts left',
    )
    expect(await frame.handlers.IS_CONNECTED({}, CONTEXT)).toEqual({ isConnected: false })
    await expect(frame.handlers.CONNECT_OTP({ otp }, CONTEXT)).resolves.toEqual({})
    expect(await frame.handlers.IS_CONNECTED({}, CONTEXT)).toEqual({ isConnected: true })
    expect(frame.services.calls.map((call) => `${call.method} ${call.path} ${call.status}`)).toEqual(
      expect.arrayContaining([
        'POST /frame/v1/email/verify 200',
        'GET /frame/v1/shares/auth 200',
        'GET /frame/v1/keys 200',
        'PUT /frame/v1/shares/auth 204',
      ]),
    )
    const verify = frame.services.calls.find((call) => call.path === '/frame/v1/email/verify')
    expect(verify?.body).toMatchObject({ bindingKey: await frame.deps.keeper.bindingKey() })
    // The key calls carried the session only as `DPoP`, each with its own proof.
    const keyCalls = frame.services.calls.filter((call) => /^\/frame\/v1\/(keys|shares)/.test(call.path))
    expect(keyCalls.every((call) => call.authorization?.startsWith('DPoP ') && call.proof)).toBe(true)
    expect(new Set(keyCalls.map((call) => call.proof)).size).toBe(keyCalls.length)
    expect(await frame.store.get('session')).toMatchObject({ accessToken: expect.any(String) })
  })

  it('the code, e-mail and device id handed to another frame (its own key) sign nothing in', async () => {
    const frame = createTestFrame()
    await frame.store.set('deviceId', 'device-0123456789abcdef')
    // The device approved by the link and the code sent (approvedAndCodeSent asserts CONNECT_DEVICE's answer).
    const otp = await approvedAndCodeSent(frame)
    // What the app saw (the e-mail, the code typed into the modal) and even the device id, in a frame of its own.
    const other = createTestFrame({ services: frame.services })
    Object.assign(other.deps.state, { email: frame.email, deviceId: 'device-0123456789abcdef' })
    await expect(other.handlers.CONNECT_DEVICE({}, CONTEXT)).rejects.toThrow(
      'Unknown device: connect the e-mail first',
    )
    await expect(other.handlers.CONNECT_OTP({ otp }, CONTEXT)).rejects.toThrow('This device is not approved')
    expect(await other.handlers.IS_CONNECTED({}, CONTEXT)).toEqual({ isConnected: false })
    // The other frame's try spent neither the code nor an attempt of it.
    await expect(frame.handlers.CONNECT_OTP({ otp }, CONTEXT)).resolves.toEqual({})
    expect(await frame.handlers.IS_CONNECTED({}, CONTEXT)).toEqual({ isConnected: true })
    const verify = frame.services.calls.filter((call) => call.path === '/frame/v1/email/verify')
    expect(verify.map((call) => call.status)).toEqual([401, 200])
  })
})
