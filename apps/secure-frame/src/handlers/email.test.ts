import { describe, expect, it } from 'vitest'
import { CONTEXT, createTestFrame } from '../test/deps.js'
import { DEVICE_POLL_WINDOW_MS, randomDeviceId } from './email.js'

const EMAIL = 'ada@example.com'

describe('e-mail sign-in handlers', () => {
  it('CONNECT_EMAIL sends the app’s device id, or a random one it keeps', async () => {
    const frame = createTestFrame()
    await expect(frame.handlers.CONNECT_EMAIL({ email: EMAIL }, CONTEXT)).resolves.toEqual({
      action: 'VERIFY_DEVICE',
    })
    const first = frame.services.calls[0]?.body as { email: string; deviceId: string }
    expect(first.email).toBe(EMAIL)
    expect(first.deviceId).toMatch(/^[\w-]{16,64}$/)
    await frame.handlers.CONNECT_EMAIL({ email: EMAIL }, CONTEXT)
    expect((frame.services.calls[1]!.body as { deviceId: string }).deviceId).toBe(first.deviceId)

    await frame.handlers.CONNECT_EMAIL({ email: EMAIL, deviceId: 'app-kept-device-id-123' }, CONTEXT)
    expect((frame.services.calls[2]!.body as { deviceId: string }).deviceId).toBe('app-kept-device-id-123')
    expect(randomDeviceId()).not.toBe(randomDeviceId())
  })

  it('CONNECT_EMAIL says VERIFY_OTP for an approved device and passes the rate-limit message on', async () => {
    const frame = createTestFrame()
    frame.services.approveDevice(EMAIL, 'device-0123456789abcdef')
    await expect(
      frame.handlers.CONNECT_EMAIL({ email: EMAIL, deviceId: 'device-0123456789abcdef' }, CONTEXT),
    ).resolves.toEqual({ action: 'VERIFY_OTP' })
    frame.services.cooldownSeconds = 23
    await expect(frame.handlers.CONNECT_EMAIL({ email: EMAIL }, CONTEXT)).rejects.toThrow(
      'Please try again after 23 seconds',
    )
  })

  it('CONNECT_DEVICE polls every second until the device is approved', async () => {
    const frame = createTestFrame()
    await frame.handlers.CONNECT_EMAIL({ email: EMAIL, deviceId: 'device-0123456789abcdef' }, CONTEXT)
    frame.services.approveDevice(EMAIL, 'device-0123456789abcdef')
    frame.services.pollsBeforeApproval = 3
    await expect(frame.handlers.CONNECT_DEVICE({}, CONTEXT)).resolves.toEqual({ approved: true })
    expect(frame.timers.slept).toEqual([1000, 1000, 1000])
    const polls = frame.services.calls.filter((call) => call.path === '/frame/v1/email/device-status')
    expect(polls).toHaveLength(4)
    expect(polls[0]?.body).toEqual({ email: EMAIL, deviceId: 'device-0123456789abcdef' })
  })

  it('CONNECT_DEVICE answers approved: false within 20 s, before the app’s 30 s timeout', async () => {
    const frame = createTestFrame()
    await frame.handlers.CONNECT_EMAIL({ email: EMAIL }, CONTEXT)
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

  it('CONNECT_OTP verifies the code, unlocks new keys and signs in', async () => {
    const frame = createTestFrame()
    frame.services.approveDevice(EMAIL, 'device-0123456789abcdef')
    await frame.handlers.CONNECT_EMAIL({ email: EMAIL, deviceId: 'device-0123456789abcdef' }, CONTEXT)
    await expect(frame.handlers.CONNECT_OTP({ otp: '000000' }, CONTEXT)).rejects.toThrow(
      'Invalid code: 4 attempts left',
    )
    expect(await frame.handlers.IS_CONNECTED({}, CONTEXT)).toEqual({ isConnected: false })
    await expect(frame.handlers.CONNECT_OTP({ otp: frame.services.otp }, CONTEXT)).resolves.toEqual({})
    expect(await frame.handlers.IS_CONNECTED({}, CONTEXT)).toEqual({ isConnected: true })
    expect(frame.services.calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining(['POST /frame/v1/email/verify', 'GET /frame/v1/keys', 'PUT /frame/v1/keys']),
    )
  })
})
